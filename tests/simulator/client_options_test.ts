/** The client options of a simulator, three ways: printed at start, served at GET /__sim/client-options, and
 * printed alone by `simulate --print-options` without listening. */
import assert from "node:assert/strict";
import { startSimulator } from "../../simulator/mod.ts";
import { clientOptionsForFlags, parseSimulateArgs, runSimulate } from "../../simulator/main.ts";
import { describeStartFailure } from "../../simulator/simulate_cli.ts";
import { createSimulatorApp } from "../../simulator/app.ts";

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

Deno.test("GET /__sim/client-options serves the client options the started simulator prints", async () => {
  await using sim = await startSimulator({ port: 0, preset: "instant", apiKeys: ["k-1", "k-2"] });
  const res = await fetch(`${sim.url}/__sim/client-options`);
  assert.equal(res.status, 200);
  const served: { apiKey?: string } = await res.json();
  assert.deepEqual(served, json(sim.clientConfig));
  assert.equal(served.apiKey, "k-1");
});

Deno.test("GET /__sim/client-options follows the origin it is asked on and the gateway prefix", async () => {
  const sim = createSimulatorApp({ prefix: "" });
  try {
    const served = await (await sim.fetch("http://10.0.0.5:9100/__sim/client-options")).json();
    assert.equal(served.api.baseURL, "http://10.0.0.5:9100");
    assert.equal(served.chains["0x2105.base"].rpcUrl, "http://10.0.0.5:9100/rpc/0x2105.base");
  } finally {
    sim.close();
  }
});

Deno.test("simulate --print-options prints the options a simulator on that port serves, without listening", async () => {
  await using sim = await startSimulator({ port: 0, apiKeys: ["k-9"] });
  const port = new URL(sim.url).port;
  const out: string[] = [];
  const log = console.log;
  console.log = (line: string) => out.push(line);
  try {
    await runSimulate({
      args: ["--print-options", `--port=${port}`, "--api-key=k-9"],
      env: () => undefined,
      start: () => Promise.reject(new Error("--print-options must not listen")),
      readTextFile: () => Promise.reject(new Error("no file")),
      exit: (code) => {
        throw new Error(`exit ${code}`);
      },
      onStopSignal: () => {},
    });
  } finally {
    console.log = log;
  }
  assert.equal(out.length, 1, "only the options");
  assert.deepEqual(JSON.parse(out[0]), json(sim.clientConfig));
});

Deno.test("simulate --print-options refuses port 0, whose options no one can know", () => {
  const r = parseSimulateArgs(["--print-options", "--port=0"], () => undefined);
  assert.deepEqual(r.errors, ["--print-options needs a fixed --port (not 0)"]);
  assert.equal(parseSimulateArgs([], () => undefined).printOptions, false);
  assert.equal(clientOptionsForFlags(parseSimulateArgs([], () => undefined).options).apiKey, "sim-key");
});

Deno.test("describeStartFailure reads Node's listen errors by code as it reads Deno's by class", () => {
  const node = (code: string) => Object.assign(new Error(`listen ${code}`), { code });
  const at = { port: 8787, hostname: "127.0.0.1" };
  assert.match(describeStartFailure(node("EADDRINUSE"), at), /already in use .* --port=8788/);
  assert.match(
    describeStartFailure(node("EACCES"), at),
    /^Cannot listen on 127\.0\.0\.1:8787 \(listen EACCES\)/,
  );
  assert.match(describeStartFailure(new Deno.errors.AddrInUse("busy"), at), /already in use/);
  assert.match(describeStartFailure(new Error("boom"), at), /^The simulator could not start: boom$/);
});
