/**
 * Internal helpers that read a response body once and describe it for error contexts.
 * @module
 */

/** Maximum length of a body kept in an error context. */
export const MAX_ERROR_BODY_CHARS = 2048;

/** A parsed body: `json` set when the text is valid JSON. */
export interface ReadBody {
  text: string;
  json?: { value: unknown } | undefined;
}

/** Parses text as JSON; `undefined` when it is not JSON. */
export function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** The body for `context.body`: parsed JSON when short enough, else the text cut to 2 KB. */
export function bodyForContext(body: ReadBody): unknown {
  if (body.text.length <= MAX_ERROR_BODY_CHARS) return body.json ? body.json.value : body.text;
  return `${body.text.slice(0, MAX_ERROR_BODY_CHARS)}…`;
}

/** The backend message of an error body: `message`, else `detail`, else `detail.message`, when strings. */
export function backendMessage(json: unknown): string | undefined {
  if (typeof json !== "object" || json === null) return undefined;
  const o = json as Record<string, unknown>;
  if (typeof o.message === "string") return o.message;
  if (typeof o.detail === "string") return o.detail;
  if (typeof o.detail === "object" && o.detail !== null) {
    const m = (o.detail as Record<string, unknown>).message;
    if (typeof m === "string") return m;
  }
  return undefined;
}

/** The path of a URL for messages (`/swaps/quote`); the input itself when it is not absolute. */
export function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url.split("?")[0] ?? url;
  }
}
