import { type FormEvent, useRef } from 'react';
import { MAX_SUMMARY_DAYS } from '../src/contract/analytics';
import { type DayRange, type RangeProblem, rangeProblem } from './range';
import { TEXT } from './strings';

/**
 * The date range form: two labelled date fields and Apply. Apply checks the range first; a range
 * that cannot be asked for is not applied, its reason shows under the fields, linked to the field
 * it concerns (both for an order or length problem), which is marked invalid and focused.
 */

const FROM_ID = 'sq-dash-range-from';
const TO_ID = 'sq-dash-range-to';
const NOTE_ID = 'sq-dash-range-note';
const ERROR_ID = 'sq-dash-range-error';

export function problemText(problem: RangeProblem): string {
  if (problem === 'order') return TEXT.rangeOrder;
  if (problem === 'too-long') return TEXT.rangeTooLong(MAX_SUMMARY_DAYS);
  return TEXT.rangeInvalidDay;
}

export function RangeForm(props: {
  draft: DayRange;
  problem: RangeProblem | null;
  /** A note on the range the page's link asked for, when it could not be used. */
  linkProblem: boolean;
  onDraft: (draft: DayRange) => void;
  onProblem: (problem: RangeProblem | null) => void;
  onApply: (range: DayRange) => void;
}) {
  const { draft, problem } = props;
  const from = useRef<HTMLInputElement>(null);
  const to = useRef<HTMLInputElement>(null);
  const fromWrong = problem !== null && problem !== 'to-day';
  const toWrong = problem !== null && problem !== 'from-day';
  const describedBy = (wrong: boolean) => (wrong ? `${NOTE_ID} ${ERROR_ID}` : NOTE_ID);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft);
    props.onProblem(found);
    if (found) {
      (found === 'to-day' ? to : from).current?.focus();
      return;
    }
    props.onApply(draft);
  };

  return (
    <section className="sq-dash-section sq-dash-range" aria-labelledby="sq-dash-range">
      <h2 id="sq-dash-range">{TEXT.rangeHeading}</h2>
      <form onSubmit={submit} noValidate>
        <div className="sq-dash-range__fields">
          <div className="sq-dash-range__field">
            <label htmlFor={FROM_ID}>{TEXT.rangeFrom}</label>
            <input
              ref={from}
              id={FROM_ID}
              name="from"
              type="date"
              value={draft.from}
              aria-invalid={fromWrong || undefined}
              aria-describedby={describedBy(fromWrong)}
              onChange={(event) => props.onDraft({ ...draft, from: event.target.value })}
            />
          </div>
          <div className="sq-dash-range__field">
            <label htmlFor={TO_ID}>{TEXT.rangeTo}</label>
            <input
              ref={to}
              id={TO_ID}
              name="to"
              type="date"
              value={draft.to}
              aria-invalid={toWrong || undefined}
              aria-describedby={describedBy(toWrong)}
              onChange={(event) => props.onDraft({ ...draft, to: event.target.value })}
            />
          </div>
          <button type="submit" className="sq-dash-button">
            {TEXT.rangeApply}
          </button>
        </div>
        <p id={NOTE_ID} className="sq-dash-hint">
          {TEXT.rangeNote}
        </p>
        {problem ? (
          <p id={ERROR_ID} className="sq-dash-field-error">
            {problemText(problem)}
          </p>
        ) : null}
        {props.linkProblem && !problem ? (
          <p className="sq-dash-hint">{TEXT.rangeFromLink}</p>
        ) : null}
      </form>
    </section>
  );
}
