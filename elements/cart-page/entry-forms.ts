import { useEffect, useState } from 'react';
import { decodeForm, type FormDefinition } from '../../src/forms/form-model';
import { getRuntime, type Runtime } from '../../src/runtime/runtime';

const requestsByRuntime = new WeakMap<Runtime, Map<string, Promise<FormDefinition>>>();

/**
 * A product form by id: from the page context when the page has it, else fetched once per page
 * (a failed fetch is tried again next time). Rejects when the form cannot be read.
 */
export function loadEntryForm(formId: string): Promise<FormDefinition> {
  const runtime = getRuntime();
  let requests = requestsByRuntime.get(runtime);
  if (!requests) {
    requests = new Map();
    requestsByRuntime.set(runtime, requests);
  }
  let request = requests.get(formId);
  if (!request) {
    const known = runtime.context.forms[formId];
    request = (known ? Promise.resolve(known) : runtime.api.forms.schema(formId)).then(decodeForm);
    requests.set(formId, request);
    request.catch(() => requests.delete(formId));
  }
  return request;
}

/** The forms of the cart's entries, as they arrive: the answers' titles and the required check. */
export function useEntryForms(formIds: readonly string[]): ReadonlyMap<string, FormDefinition> {
  const [forms, setForms] = useState<ReadonlyMap<string, FormDefinition>>(new Map());
  const key = [...new Set(formIds)].sort().join(' ');
  useEffect(() => {
    let live = true;
    for (const formId of key ? key.split(' ') : []) {
      loadEntryForm(formId).then(
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
