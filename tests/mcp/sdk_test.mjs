// warden mcp driven by the official MCP TypeScript SDK (Client +
// StdioClientTransport), one check per point of issue 12: version
// negotiation, ping during a run, cancellation, parallel calls, argument
// errors, output over the cap, a --connect server that dies and comes back,
// and the private server's end with the client's close().
// Usage: node sdk_test.mjs WARDEN SDK_DIR   (run.sh installs the SDK)
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const [warden, sdkDir] = process.argv.slice(2);
const sdk = path.join(sdkDir, "node_modules/@modelcontextprotocol/sdk/dist/esm");
const { Client } = await import(path.join(sdk, "client/index.js"));
const { StdioClientTransport } = await import(path.join(sdk, "client/stdio.js"));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "warden-mcp-sdk-"));
const socket = path.join(dir, "w.sock");
let failures = 0, passed = 0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function startServer() {
  const proc = spawn(warden, ["serve", "--socket", socket, "--pool", "1"],
                     { stdio: ["ignore", "ignore", "inherit"] });
  return proc;
}

async function waitFor(what, check, ms = 15000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error("timed out waiting for " + what);
}

// One JSON-RPC call to warden serve itself, for what the server sees.
function serverCall(method) {
  return new Promise((resolve, reject) => {
    const c = net.createConnection(socket);
    let buf = "";
    c.on("connect", () => c.write(JSON.stringify({ jsonrpc: "2.0", id: 1, method }) + "\n"));
    c.on("data", (d) => {
      buf += d;
      if (buf.includes("\n")) { c.end(); resolve(JSON.parse(buf.split("\n")[0]).result); }
    });
    c.on("error", reject);
  });
}
const serverUp = () => serverCall("server.info").then(() => true, () => false);
const busyJails = async () => (await serverCall("server.info")).jails.busy;

async function connect(args) {
  const transport = new StdioClientTransport({ command: warden, args: ["mcp", ...args],
                                              stderr: "inherit" });
  const client = new Client({ name: "warden-sdk-test", version: "1" });
  // The SDK hands the negotiated version to its transport: keep it.
  transport.setProtocolVersion = (v) => { transport.negotiated = v; };
  await client.connect(transport);
  return { client, transport };
}

const text = (r) => r.content.map((c) => c.text).join("");

async function check(name, fn) {
  try {
    await fn();
    passed++;
    console.log("ok   " + name);
  } catch (e) {
    failures++;
    console.log("FAIL " + name + ": " + (e && e.stack || e));
  }
}

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

let server = startServer();
await waitFor("warden serve", serverUp);
const connectArg = "--connect=" + socket;

const { client, transport } = await connect([connectArg, "-p", "cpython"]);

await check("version: the SDK's newest is answered with ours, which it accepts", async () => {
  assert(client.getServerVersion().name === "warden", "serverInfo");
  // The SDK asked for its LATEST_PROTOCOL_VERSION, newer than ours.
  assert(transport.negotiated === "2025-06-18", "negotiated " + transport.negotiated);
});

await check("tools/list validates against the SDK's schema", async () => {
  const tools = await client.listTools();
  assert(tools.tools.map((t) => t.name).join() ===
         "run_python,session_open,session_exec,session_close", "tool names");
});

await check("ping is answered while a run goes on", async () => {
  let ran = false;
  const run = client.callTool({ name: "run_python",
                                arguments: { code: "import time\ntime.sleep(3)\nprint('done')" } })
    .then((r) => { ran = true; return r; });
  await sleep(300);
  await client.ping();
  assert(!ran, "ping waited for the run");
  assert(text(await run).includes("done"), "the run finished");
});

await check("notifications/cancelled stops the run and it gets no answer", async () => {
  const abort = new AbortController();
  const run = client.callTool({ name: "run_python",
                                arguments: { code: "import time\ntime.sleep(60)" } },
                              undefined, { signal: abort.signal, timeout: 120000 });
  await waitFor("the run's jail", async () => (await busyJails()) >= 1);
  abort.abort("test");
  let rejected = false;
  await run.catch(() => { rejected = true; });
  assert(rejected, "the cancelled call resolved");
  await waitFor("the jail to be killed", async () => (await busyJails()) === 0, 10000);
  // The connection still serves, and no stray answer confused the SDK.
  assert(text(await client.callTool({ name: "run_python", arguments: { code: "print(7)" } }))
         .includes("7"), "a call after the cancel");
});

await check("three parallel tools/calls run at the same time", async () => {
  const calls = [1, 2, 3].map(() => client.callTool(
    { name: "run_python", arguments: { code: "import time\ntime.sleep(4)" } }));
  await waitFor("three jails busy at once", async () => (await busyJails()) >= 3, 4000);
  for (const r of await Promise.all(calls))
    assert(!r.isError, text(r));
});

await check("timeout: \"1\" is refused with a clear error", async () => {
  const r = await client.callTool({ name: "run_python", arguments: { code: "1", timeout: "1" } });
  assert(r.isError && /timeout must be a number/.test(text(r)), text(r));
});

await check("session_close without session_id says what is missing", async () => {
  const r = await client.callTool({ name: "session_close", arguments: {} });
  assert(r.isError && /missing argument: session_id/.test(text(r)), text(r));
});

await check("sessions keep state, and close ends them", async () => {
  const opened = await client.callTool({ name: "session_open", arguments: {} });
  const id = text(opened);
  await client.callTool({ name: "session_exec", arguments: { session_id: id, code: "x = 41" } });
  const r = await client.callTool({ name: "session_exec",
                                    arguments: { session_id: id, code: "print(x + 1)" } });
  assert(text(r).includes("42"), text(r));
  const closed = await client.callTool({ name: "session_close", arguments: { session_id: id } });
  assert(!closed.isError, text(closed));
  const after = await client.callTool({ name: "session_exec",
                                        arguments: { session_id: id, code: "x" } });
  assert(after.isError, "a closed session still ran");
});

await check("output over the cap shows what came before it, and says why", async () => {
  // As smolagents does: the middle is cut out, with a line that says so, and the run goes on.
  const r = await client.callTool({ name: "run_python",
      arguments: { code: "print('before the cap')\nprint('x' * 5_000_000)\nprint('after')" } });
  assert(!r.isError, text(r).slice(0, 300));
  assert(text(r).includes("before the cap"), text(r).slice(0, 300));
  assert(/truncated/.test(text(r)), text(r).slice(0, 300));
  assert(text(r).length < 200_000, `${text(r).length} characters came back`);
});

await check("--connect: a server that dies gives a clear error, and a new one is used", async () => {
  server.kill("SIGKILL");
  await new Promise((r) => server.on("exit", r));
  fs.rmSync(socket, { force: true });
  const down = await client.callTool({ name: "run_python", arguments: { code: "print(1)" } });
  assert(down.isError && /not reachable/.test(text(down)), text(down));
  server = startServer();
  await waitFor("the new warden serve", serverUp);
  const up = await client.callTool({ name: "run_python", arguments: { code: "print(5)" } });
  assert(!up.isError && text(up).includes("5"), text(up));
});

await client.close();

await check("close() during a run leaves no private server behind", async () => {
  const env = { ...process.env, WARDEN_SOCKET: path.join(dir, "none.sock") };
  const t = new StdioClientTransport({ command: warden, args: ["mcp"], env, stderr: "inherit" });
  const c = new Client({ name: "warden-sdk-test", version: "1" });
  await c.connect(t);
  const children = fs.readFileSync(`/proc/${t.pid}/task/${t.pid}/children`, "utf8").trim();
  const privatePid = Number(children.split(" ")[0]);
  assert(privatePid > 0, "no private server");
  c.callTool({ name: "run_python", arguments: { code: "while True:\n    pass" } })
    .catch(() => {});
  await sleep(300);
  await c.close(); // stdin closed; SIGTERM after 2 s; SIGKILL later
  const gone = () => {
    try { return fs.readFileSync(`/proc/${privatePid}/stat`, "utf8").split(") ")[1][0] === "Z"; }
    catch { return true; }
  };
  await waitFor("the private server to end", async () => gone(), 20000);
});

server.kill("SIGTERM");
await new Promise((r) => server.on("exit", r));
fs.rmSync(dir, { recursive: true, force: true });
console.log(`mcp sdk: ${passed} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
