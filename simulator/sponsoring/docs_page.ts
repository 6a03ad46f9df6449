/**
 * The interactive API reference the simulator serves at `GET /sponsorships/docs`
 * (docs/rules/sponsoring.md#endpoints): one self-contained HTML page rendered from the OpenAPI document, with
 * a "try it" form per operation (API key, JSON body, the answer shown inline). No external script, style or
 * font: the simulator runs offline.
 *
 * @example Render the sponsoring document
 * ```ts
 * import assert from "node:assert/strict";
 * import { sponsoringOpenApi } from "./docs.ts";
 * import { renderDocsPage } from "./docs_page.ts";
 * const html = renderDocsPage(sponsoringOpenApi());
 * assert.ok(html.startsWith("<!doctype html>") && html.includes("/sponsorships/stellar/config"));
 * assert.ok(!/(src|href)="https?:/.test(html));
 * ```
 * @module
 */

type Operation = {
  summary?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string }>;
};

const METHODS = ["get", "post", "put", "delete", "patch"];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function operationHtml(
  doc: Record<string, unknown>,
  path: string,
  method: string,
  op: Operation,
): string {
  const keyed = (op.security ?? (doc.security as unknown[] | undefined) ?? []).length > 0;
  const schema = op.requestBody?.content?.["application/json"]?.schema;
  const responses = Object.entries(op.responses ?? {})
    .map(([code, r]) => `<li><code>${escapeHtml(code)}</code> ${escapeHtml(r.description ?? "")}</li>`)
    .join("");
  const id = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-");
  return `<section class="op" id="${escapeHtml(id)}">
<h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${
    keyed ? ' <span class="key">x-api-key</span>' : ""
  }</h2>
<p>${escapeHtml(op.summary ?? "")}</p>
${
    schema === undefined
      ? ""
      : `<h3>Request body</h3><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`
  }
<h3>Responses</h3><ul>${responses}</ul>
<form class="try" data-method="${method.toUpperCase()}" data-path="${escapeHtml(path)}">
<label>x-api-key <input name="key" autocomplete="off"></label>
${method === "get" ? "" : '<label>JSON body <textarea name="body" rows="3">{}</textarea></label>'}
<button type="submit">Try it</button>
<pre class="out" aria-live="polite"></pre>
</form>
</section>`;
}

// Documented paths start at /sponsorships; the gateway prefix is whatever precedes it in the page's own URL.
const SCRIPT = `const base = location.pathname.replace(/\\/sponsorships\\/docs\\/?$/, "");
for (const form of document.querySelectorAll("form.try")) {
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const out = form.querySelector(".out");
    const headers = { "content-type": "application/json" };
    const key = form.elements.key.value;
    if (key !== "") headers["x-api-key"] = key;
    const init = { method: form.dataset.method, headers };
    if (form.elements.body) init.body = form.elements.body.value;
    try {
      const res = await fetch(base + form.dataset.path, init);
      out.textContent = res.status + " " + res.statusText + "\\n" + await res.text();
    } catch (e) {
      out.textContent = String(e);
    }
  });
}`;

const STYLE =
  `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
.op{border:1px solid #ccc;border-radius:6px;padding:0 1rem 1rem;margin:1rem 0}
.m{display:inline-block;min-width:4rem;text-align:center;border-radius:4px;color:#fff;font-size:.8em;padding:.1rem .4rem}
.get{background:#2b7}.post{background:#27c}.put{background:#c82}.delete{background:#c33}.patch{background:#888}
.key{font-size:.7em;border:1px solid #c82;color:#c82;border-radius:4px;padding:0 .3rem}
pre{background:#f5f5f5;padding:.5rem;overflow:auto}label{display:block;margin:.3rem 0}
textarea,input{width:100%;font-family:monospace}`;

/**
 * Renders the page.
 *
 * @param doc an OpenAPI 3 document (`info`, `paths`, optional top-level `security`)
 * @returns the HTML text
 * @example Operations become sections with a try-it form
 * ```ts
 * import assert from "node:assert/strict";
 * import { renderDocsPage } from "./docs_page.ts";
 * const html = renderDocsPage({ info: { title: "T" }, paths: { "/x": { get: { summary: "read <x>" } } } });
 * assert.ok(html.includes("read &#60;x&#62;") && html.includes('data-method="GET"'));
 * ```
 */
export function renderDocsPage(doc: Record<string, unknown>): string {
  const info = (doc.info ?? {}) as { title?: string; version?: string };
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  const sections = Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m] !== undefined).map((m) => operationHtml(doc, path, m, item[m]!))
  );
  const title = escapeHtml(info.title ?? "API reference");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>${STYLE}</style></head>
<body><h1>${title}</h1>
<p>Version ${
    escapeHtml(info.version ?? "")
  }. The OpenAPI document itself: <a href="docs/openapi.json">openapi.json</a>.</p>
${sections.join("\n")}
<script type="application/json" id="openapi">${JSON.stringify(doc).replace(/</g, "\\u003c")}</script>
<script>${SCRIPT}</script>
</body></html>`;
}
