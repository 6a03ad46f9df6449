// Checks of README.md and every docs/**/*.md page that `deno test --doc` does not make itself: the README stays
// a short front door, every shell command can be pasted (Deno is started through npx, never a bare `deno`),
// relative links resolve, and the exports table names exactly the exports of deno.json. The TypeScript and
// JavaScript code blocks of these pages are type-checked by `deno task check` and run by
// tests/jsdoc/markdown_examples_test.ts.
import assert from "node:assert/strict";

const root = new URL("../../", import.meta.url);

async function markdownPages(): Promise<{ path: string; text: string }[]> {
  const pages = [{ path: "README.md", text: await Deno.readTextFile(new URL("README.md", root)) }];
  const walk = async (dir: string): Promise<void> => {
    for await (const entry of Deno.readDir(new URL(dir, root))) {
      if (entry.isDirectory) await walk(`${dir}${entry.name}/`);
      else if (entry.name.endsWith(".md")) {
        pages.push({
          path: `${dir}${entry.name}`,
          text: await Deno.readTextFile(new URL(`${dir}${entry.name}`, root)),
        });
      }
    }
  };
  await walk("docs/");
  return pages;
}

function blocks(text: string, languages: readonly string[]): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/^```([a-z]*)[^\n]*\n([\s\S]*?)^```/gm)) {
    if (languages.includes(m[1])) found.push(m[2]);
  }
  return found;
}

Deno.test("the README stays a front door well under 300 lines", async () => {
  const readme = await Deno.readTextFile(new URL("README.md", root));
  const lines = readme.split("\n").length;
  assert.ok(lines < 250, `README.md has ${lines} lines`);
  for (const heading of ["## Quick start", "## One whole swap", "## Where to go next"]) {
    assert.ok(readme.includes(heading), `README.md lacks "${heading}"`);
  }
});

Deno.test("every shell command in README and docs starts Deno through npx with the CA store prefix", async () => {
  const bare: string[] = [];
  for (const { path, text } of await markdownPages()) {
    for (const block of blocks(text, ["sh", "bash", "shell"])) {
      for (const line of block.split("\n")) {
        const command = line.replace(/\s+#.*$/, "").trim();
        if (/(^|[\s;&|])deno\s/.test(command) && !/npx -y deno@\d+\.\d+\.\d+ /.test(command)) {
          bare.push(`${path}: ${command}`);
        }
      }
    }
  }
  assert.deepEqual(bare, []);
});

Deno.test("the README's Quick start commands are the ones .ci/run runs verbatim", async () => {
  const readme = await Deno.readTextFile(new URL("README.md", root));
  const ci = await Deno.readTextFile(new URL(".ci/run", root));
  for (const task of ["simulate", "test"]) {
    const line = readme.split("\n").find((l) => new RegExp(`npx -y deno@[0-9.]+ task ${task}( |$)`).test(l));
    assert.ok(line, `README.md has no "task ${task}" command`);
    assert.match(line, /^DENO_TLS_CA_STORE=system,mozilla npx -y deno@2\.9\.6 task /);
  }
  assert.ok(!/^\s*export\s+[^\n]*DENO_TLS_CA_STORE/m.test(ci), ".ci/run must not export DENO_TLS_CA_STORE");
  assert.ok(ci.includes('bash -c "$test_cmd"'), ".ci/run runs the README's test command");
});

Deno.test("relative links in README and docs point at files of the repository", async () => {
  // Pages other engineers add in parallel; linked ahead of their arrival.
  const pending = new Set(["docs/spec_choices.md", "docs/chains/"]);
  const broken: string[] = [];
  for (const { path, text } of await markdownPages()) {
    for (const m of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
      const target = m[1];
      if (/^[a-z]+:/.test(target)) continue;
      const url = new URL(target, new URL(path, root));
      const relative = url.pathname.slice(root.pathname.length);
      if (pending.has(relative)) continue;
      const exists = await Deno.stat(url).then(() => true, () => false);
      if (!exists) broken.push(`${path} -> ${target}`);
    }
  }
  assert.deepEqual(broken, []);
});

Deno.test("the exports tables name every export of deno.json", async () => {
  const config = JSON.parse(await Deno.readTextFile(new URL("deno.json", root)));
  const node = await Deno.readTextFile(new URL("docs/node.md", root));
  const readme = await Deno.readTextFile(new URL("README.md", root));
  for (const key of Object.keys(config.exports)) {
    const name = key === "." ? "@xswap/client" : `@xswap/client/${key.slice(2)}`;
    assert.ok(node.includes(`| \`${name}\``), `docs/node.md's exports table lacks ${name}`);
    const family = key.startsWith("./chains/") ? key.slice("./chains/".length) : undefined;
    assert.ok(
      family ? readme.includes(`\`${family}\``) : readme.includes(`| \`${name}\``),
      `README.md's exports table lacks ${name}`,
    );
  }
});

Deno.test("every shell command of docs/node.md is run verbatim by .ci/node_smoke", async () => {
  const node = await Deno.readTextFile(new URL("docs/node.md", root));
  const smoke = (await Deno.readTextFile(new URL(".ci/node_smoke", root)))
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => !l.startsWith("#"));
  const commands = blocks(node, ["sh", "bash", "shell"])
    .flatMap((block) => block.split("\n"))
    .map((line) => line.replace(/\s+#.*$/, "").trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  assert.ok(commands.length >= 8, `docs/node.md has only ${commands.length} commands`);
  const missing = commands.filter((command) => !smoke.some((line) => line.startsWith(command)));
  assert.deepEqual(missing, [], "docs/node.md commands .ci/node_smoke does not run");
});
