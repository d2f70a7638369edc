import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ConnectionStatus, HeaderFooter, Language } from '../src/contract/site-settings';
import { LoadFailed, SessionEnded } from './load-alerts';
import { ErrorSummary, Row, TextField } from './site-fields';
import {
  type FieldErrors,
  headerFooterBody,
  headerFooterDraft,
  headerFooterErrors,
  type LanguageDraft,
  type LinkDraft,
  languageDrafts,
  languageErrors,
  languageFieldId,
  languagesBody,
  linkFieldId,
  rowKey,
  serverLanguageErrors,
} from './site-form';
import type { Result, SiteSettings, SiteSettingsApi } from './site-settings-api';
import { SITE_TEXT } from './site-strings';

/**
 * The site settings page (/merchant/site): the header and footer form, the languages form and the
 * translation connection, each saved through its own call. A form is checked before it is sent;
 * its errors show under their fields and in a summary that takes the focus, each linking to its
 * field. A save's outcome is said in the form's live region. A refused session offers the login.
 * 'Connect' happens at the provider, so the page then shows it as awaiting [S-03].
 */

/** The words a field is called by in an error summary, from its id (site-form.ts ids). */
function fieldName(id: string): string {
  const link = /^sq-site-(header|footer)-link-(\d+)-(label|href)$/.exec(id);
  if (link) {
    const part = link[1] === 'header' ? SITE_TEXT.headerLegend : SITE_TEXT.footerLegend;
    const field = link[3] === 'label' ? SITE_TEXT.linkLabel : SITE_TEXT.linkHref;
    return `${SITE_TEXT.linksLegend(part, Number(link[2]) + 1)}, ${field.toLowerCase()}`;
  }
  const language = /^sq-site-language-(\d+)-(code|default)$/.exec(id);
  if (language?.[2] === 'default') return SITE_TEXT.languageDefault;
  if (language) return `${SITE_TEXT.languageLegend(Number(language[1]) + 1)}, code`;
  return id;
}

type Saving = 'idle' | 'saving';

/** Focuses a form's error summary once it is shown. */
function useSummaryFocus(errors: FieldErrors, id: string) {
  useEffect(() => {
    if (Object.keys(errors).length > 0) document.getElementById(id)?.focus();
  }, [errors, id]);
}

function LinkRows(props: {
  part: 'header' | 'footer';
  links: LinkDraft[];
  errors: FieldErrors;
  onChange: (links: LinkDraft[]) => void;
}) {
  const partName = props.part === 'header' ? SITE_TEXT.headerLegend : SITE_TEXT.footerLegend;
  const set = (index: number, patch: Partial<LinkDraft>) =>
    props.onChange(props.links.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  return (
    <>
      {props.links.map((link, index) => (
        <Row key={link.key} legend={SITE_TEXT.linksLegend(partName, index + 1)}>
          <TextField
            id={linkFieldId(props.part, index, 'label')}
            label={SITE_TEXT.linkLabel}
            value={link.label}
            error={props.errors[linkFieldId(props.part, index, 'label')]}
            onChange={(label) => set(index, { label })}
          />
          <TextField
            id={linkFieldId(props.part, index, 'href')}
            label={SITE_TEXT.linkHref}
            hint={SITE_TEXT.linkHrefHint}
            value={link.href}
            error={props.errors[linkFieldId(props.part, index, 'href')]}
            onChange={(href) => set(index, { href })}
          />
          <button
            type="button"
            className="sq-dash-button sq-dash-button--quiet"
            onClick={() => props.onChange(props.links.filter((_, i) => i !== index))}
          >
            {SITE_TEXT.removeLink(partName, index + 1)}
          </button>
        </Row>
      ))}
      <button
        type="button"
        className="sq-dash-button sq-dash-button--quiet"
        onClick={() => props.onChange([...props.links, { key: rowKey(), label: '', href: '' }])}
      >
        {props.part === 'header' ? SITE_TEXT.addHeaderLink : SITE_TEXT.addFooterLink}
      </button>
    </>
  );
}

/** A form's submit button, unusable while saving, and the status line saying how saving went. */
function SaveRow(props: { label: string; saving: Saving; status: string }) {
  return (
    <>
      <button type="submit" className="sq-dash-button" aria-disabled={props.saving === 'saving'}>
        {props.label}
      </button>
      <p role="status" className="sq-site-status">
        {props.saving === 'saving' ? SITE_TEXT.saving : props.status}
      </p>
    </>
  );
}

function HeaderFooterForm(props: {
  saved: HeaderFooter;
  save: (body: HeaderFooter) => Promise<Result<HeaderFooter>>;
  onSession: () => void;
}) {
  const [saved, setSaved] = useState(props.saved);
  const [draft, setDraft] = useState(() => headerFooterDraft(props.saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState<Saving>('idle');
  useSummaryFocus(errors, 'sq-site-hf-errors');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving === 'saving') return;
    const found = headerFooterErrors(draft);
    setErrors(found);
    setStatus('');
    if (Object.keys(found).length > 0) return;
    setSaving('saving');
    const result = await props.save(headerFooterBody(draft, saved));
    setSaving('idle');
    if (result.kind === 'session') return props.onSession();
    if (result.kind === 'failed') return setStatus(result.reason);
    setSaved(result.value);
    setDraft(headerFooterDraft(result.value));
    setStatus(SITE_TEXT.headerFooterSaved);
  };

  return (
    <section className="sq-dash-section" aria-labelledby="sq-site-hf">
      <h2 id="sq-site-hf">{SITE_TEXT.headerFooterHeading}</h2>
      <form onSubmit={submit} noValidate>
        <ErrorSummary id="sq-site-hf-errors" errors={errors} labels={fieldName} />
        <fieldset className="sq-site-part">
          <legend>{SITE_TEXT.headerLegend}</legend>
          <TextField
            id="sq-site-title"
            label={SITE_TEXT.siteTitle}
            hint={SITE_TEXT.siteTitleHint}
            value={draft.title}
            onChange={(title) => setDraft({ ...draft, title })}
          />
          <LinkRows
            part="header"
            links={draft.headerLinks}
            errors={errors}
            onChange={(headerLinks) => setDraft({ ...draft, headerLinks })}
          />
        </fieldset>
        <fieldset className="sq-site-part">
          <legend>{SITE_TEXT.footerLegend}</legend>
          <TextField
            id="sq-site-footer-text"
            label={SITE_TEXT.footerText}
            multiline
            value={draft.footerText}
            onChange={(footerText) => setDraft({ ...draft, footerText })}
          />
          <LinkRows
            part="footer"
            links={draft.footerLinks}
            errors={errors}
            onChange={(footerLinks) => setDraft({ ...draft, footerLinks })}
          />
        </fieldset>
        <SaveRow label={SITE_TEXT.saveHeaderFooter} saving={saving} status={status} />
      </form>
    </section>
  );
}

function LanguagesForm(props: {
  saved: Language[];
  save: (languages: Language[]) => Promise<Result<{ languages: Language[] }>>;
  onSession: () => void;
}) {
  const [drafts, setDrafts] = useState<LanguageDraft[]>(() => languageDrafts(props.saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState<Saving>('idle');
  useSummaryFocus(errors, 'sq-site-lang-errors');
  const set = (index: number, patch: Partial<LanguageDraft>) =>
    setDrafts(drafts.map((d, i) => (i === index ? { ...d, ...patch } : d)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving === 'saving') return;
    const found = languageErrors(drafts);
    setErrors(found);
    setStatus('');
    if (Object.keys(found).length > 0) return;
    setSaving('saving');
    const result = await props.save(languagesBody(drafts));
    setSaving('idle');
    if (result.kind === 'session') return props.onSession();
    if (result.kind === 'failed') {
      const fields = serverLanguageErrors(result.errors);
      if (Object.keys(fields).length > 0) return setErrors(fields);
      return setStatus(result.reason);
    }
    setDrafts(languageDrafts(result.value.languages));
    setStatus(SITE_TEXT.languagesSaved);
  };

  const defaultError = errors[languageFieldId(0, 'default')];
  return (
    <section className="sq-dash-section" aria-labelledby="sq-site-lang">
      <h2 id="sq-site-lang">{SITE_TEXT.languagesHeading}</h2>
      <form onSubmit={submit} noValidate>
        <ErrorSummary id="sq-site-lang-errors" errors={errors} labels={fieldName} />
        {drafts.map((draft, index) => (
          <Row key={draft.key} legend={SITE_TEXT.languageLegend(index + 1)}>
            <TextField
              id={languageFieldId(index, 'code')}
              label={SITE_TEXT.languageCode}
              hint={SITE_TEXT.languageCodeHint}
              value={draft.code}
              error={errors[languageFieldId(index, 'code')]}
              onChange={(code) => set(index, { code })}
            />
            <div className="sq-site-check">
              <input
                id={languageFieldId(index, 'default')}
                type="radio"
                name="sq-site-default-language"
                checked={draft.isDefault}
                aria-invalid={defaultError ? true : undefined}
                aria-describedby={
                  defaultError ? `${languageFieldId(0, 'default')}-error` : undefined
                }
                onChange={() => setDrafts(drafts.map((d, i) => ({ ...d, isDefault: i === index })))}
              />
              <label htmlFor={languageFieldId(index, 'default')}>{SITE_TEXT.languageDefault}</label>
            </div>
            <button
              type="button"
              className="sq-dash-button sq-dash-button--quiet"
              onClick={() => setDrafts(drafts.filter((_, i) => i !== index))}
            >
              {SITE_TEXT.removeLanguage(index + 1)}
            </button>
          </Row>
        ))}
        {defaultError && (
          <p id={`${languageFieldId(0, 'default')}-error`} className="sq-dash-field-error">
            {defaultError}
          </p>
        )}
        <button
          type="button"
          className="sq-dash-button sq-dash-button--quiet"
          onClick={() => setDrafts([...drafts, { key: rowKey(), code: '', isDefault: false }])}
        >
          {SITE_TEXT.addLanguage}
        </button>
        <SaveRow label={SITE_TEXT.saveLanguages} saving={saving} status={status} />
      </form>
    </section>
  );
}

function Connection(props: {
  status: ConnectionStatus;
  disconnect: () => Promise<Result<ConnectionStatus>>;
  onSession: () => void;
}) {
  const [status, setStatus] = useState(props.status);
  const [awaiting, setAwaiting] = useState(false);
  const [message, setMessage] = useState('');
  const disconnect = async () => {
    const result = await props.disconnect();
    if (result.kind === 'session') return props.onSession();
    if (result.kind === 'failed') return setMessage(result.reason);
    setStatus(result.value);
    setMessage(SITE_TEXT.disconnected);
  };
  const state = status.connected
    ? SITE_TEXT.connectedTo(status.provider ?? '')
    : awaiting
      ? SITE_TEXT.awaiting
      : SITE_TEXT.notConnected;
  return (
    <section className="sq-dash-section" aria-labelledby="sq-site-conn">
      <h2 id="sq-site-conn">{SITE_TEXT.connectionHeading}</h2>
      <p className="sq-site-connection">{state}</p>
      {status.connected ? (
        <button type="button" className="sq-dash-button" onClick={disconnect}>
          {SITE_TEXT.disconnect}
        </button>
      ) : (
        !awaiting && (
          <button
            type="button"
            className="sq-dash-button"
            onClick={() => {
              setAwaiting(true);
              setMessage(SITE_TEXT.awaiting);
            }}
          >
            {SITE_TEXT.connect}
          </button>
        )
      )}
      <p role="status" className="sq-site-status">
        {message}
      </p>
    </section>
  );
}

export function SiteSettingsPage(props: { api: SiteSettingsApi; loginUrl: string }) {
  const [loaded, setLoaded] = useState<Result<SiteSettings> | null>(null);
  const [session, setSession] = useState(true);
  const alive = useRef(true);
  const load = useCallback(async () => {
    setLoaded(null);
    const result = await props.api.load();
    if (alive.current) setLoaded(result);
  }, [props.api]);
  useEffect(() => {
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
    };
  }, [load]);
  const ended = () => setSession(false);

  if (!session || loaded?.kind === 'session') {
    return <SessionEnded loginUrl={props.loginUrl} />;
  }
  if (!loaded) return <p role="status">{SITE_TEXT.loading}</p>;
  if (loaded.kind === 'failed') {
    return <LoadFailed message={SITE_TEXT.failed(loaded.reason)} onRetry={load} />;
  }
  const { headerFooter, languages, status } = loaded.value;
  return (
    <>
      <HeaderFooterForm saved={headerFooter} save={props.api.saveHeaderFooter} onSession={ended} />
      <LanguagesForm saved={languages} save={props.api.saveLanguages} onSession={ended} />
      <Connection status={status} disconnect={props.api.disconnect} onSession={ended} />
    </>
  );
}
