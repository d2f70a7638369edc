import { useEffect, useState } from 'react';
import { loadPageForm } from '../../src/flows/page-items';
import type { FormDefinition } from '../../src/forms/form-model';
import { getRuntime } from '../../src/runtime/runtime';

/** The forms of the cart's entries, as they arrive: the answers' titles and the required check. */
export function useEntryForms(formIds: readonly string[]): ReadonlyMap<string, FormDefinition> {
  const [forms, setForms] = useState<ReadonlyMap<string, FormDefinition>>(new Map());
  const key = [...new Set(formIds)].sort().join(' ');
  useEffect(() => {
    let live = true;
    for (const formId of key ? key.split(' ') : []) {
      loadPageForm(getRuntime(), formId).then(
        (form) => {
          if (live) setForms((current) => new Map(current).set(formId, form));
        },
        () => {
          // Without its form an entry is shown without answers; edit details reports the failure.
        },
      );
    }
    return () => {
      live = false;
    };
  }, [key]);
  return forms;
}
