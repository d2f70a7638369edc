/**
 * An error message as the dashboard groups it, whatever browser engine reported it: a leading
 * `Uncaught ` (Chromium's ErrorEvent.message for an uncaught error; Firefox and WebKit give the
 * bare `Error: boom`), or `Uncaught (in promise) ` (Chromium's console form of a rejection), is
 * dropped, and the text is trimmed. Nothing else is rewritten: an "Uncaught" later in the message
 * stays. The reporter sends messages this way and the server stores and groups them this way, so
 * reports from older bundles and other senders group too.
 */

const ENGINE_PREFIX = /^Uncaught (?:\(in promise\) )?/;

export function normaliseErrorMessage(message: string): string {
  return message.trim().replace(ENGINE_PREFIX, '').trim();
}
