import { useEffect, useMemo, useState } from 'react';
import { type FetchState, PENDING, settle } from '../../src/api/fetch-state';
import { loadPageForm, pageForm } from '../../src/flows/page-items';
import type { FormDefinition } from '../../src/forms/form-model';
import { useRuntime } from '../shared/react/use-runtime';

export type EntryForms = ReadonlyMap<string, FetchState<FormDefinition>>;

/**
 * The forms of the cart's entries (for the answers' titles and the required check), each as a
 * fetch state [A-41]: a form the page context holds is known at once; another is pending until
 * the schema call settles, then a success or a failure the cart page can show. A form that failed
 * is asked for again when the cart's forms change.
 */
export function useEntryForms(formIds: readonly string[]): EntryForms {
  const runtime = useRuntime();
  const key = [...new Set(formIds)].sort().join(' ');
  const [fetched, setFetched] = useState<EntryForms>(new Map());
  useEffect(() => {
    const cancels = (key ? key.split(' ') : []).map((formId) =>
      settle(loadPageForm(runtime, formId), (state) =>
        setFetched((current) => new Map(current).set(formId, state)),
      ),
    );
    return () => {
      for (const cancel of cancels) cancel();
    };
  }, [key, runtime]);
  return useMemo(() => {
    const forms = new Map<string, FetchState<FormDefinition>>();
    for (const formId of key ? key.split(' ') : []) {
      const known = pageForm(runtime, formId);
      const state = fetched.get(formId);
      forms.set(formId, known ? { status: 'success', data: known } : (state ?? PENDING));
    }
    return forms;
  }, [key, fetched, runtime]);
}

/** An entry's form once it is known; null while pending, after a failure, or without one. */
export function knownForm(forms: EntryForms, formId: string | null | undefined) {
  const state = formId ? forms.get(formId) : undefined;
  return state?.status === 'success' ? state.data : null;
}
