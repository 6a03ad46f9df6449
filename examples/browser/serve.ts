/**
 * Serves a built example dApp folder on its own origin (default `http://127.0.0.1:3000`, folder
 * `examples/browser/dist`), like a dev server would: the page's origin differs from the simulator's, so every call
 * goes through CORS. Run: `deno run -A examples/browser/serve.ts [dir] [port]`.
 * @module
 */

const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  map: "application/json",
};

/**
 * A static-file handler over `dir` (`/` is `index.html`; no directory listing; no path escapes).
 *
 * @param dir the folder served
 * @returns the request handler
 */
export function staticHandler(dir: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    const name = path === "/" ? "index.html" : path.slice(1);
    if (name.includes("..") || name.startsWith("/")) return new Response("bad path", { status: 400 });
    try {
      const body = await Deno.readFile(`${dir}/${name}`);
      const type = TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";
      return new Response(body, { headers: { "content-type": type, "cache-control": "no-store" } });
    } catch {
      return new Response("not found", { status: 404 });
    }
  };
}

if (import.meta.main) {
  const dir = Deno.args[0] ?? new URL("./dist", import.meta.url).pathname;
  Deno.serve({ hostname: "127.0.0.1", port: Number(Deno.args[1] ?? 3000) }, staticHandler(dir));
}
