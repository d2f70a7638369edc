import { type FormEvent, type RefObject, useRef } from 'react';
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

/** Each end of the range: its field's id and label. */
const ENDS = {
  from: { id: FROM_ID, label: TEXT.rangeFrom },
  to: { id: TO_ID, label: TEXT.rangeTo },
} as const;

/** One end's labelled date field; a wrong one is marked invalid and points to the reason too. */
function DayField(props: {
  end: keyof DayRange;
  input: RefObject<HTMLInputElement | null>;
  wrong: boolean;
  draft: DayRange;
  onDraft: (draft: DayRange) => void;
}) {
  const { end, draft, wrong } = props;
  const { id, label } = ENDS[end];
  return (
    <div className="sq-dash-range__field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={props.input}
        id={id}
        name={end}
        type="date"
        value={draft[end]}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${NOTE_ID} ${ERROR_ID}` : NOTE_ID}
        onChange={(event) => props.onDraft({ ...draft, [end]: event.target.value })}
      />
    </div>
  );
}

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
  const fieldProps = { draft, onDraft: props.onDraft };

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
          <DayField end="from" input={from} wrong={fromWrong} {...fieldProps} />
          <DayField end="to" input={to} wrong={toWrong} {...fieldProps} />
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
