// The MCP interop check (`cargo xtask mcp-interop`): the official TypeScript SDK's client calls
// `codemode mcp`, whose upstream tools are the SDK's reference servers (server-everything and
// server-memory from the npm registry), over stdio and over Streamable HTTP. Run from the folder
// the xtask installs the packages into; CODEMODE_BIN is the built `codemode`. Prints one line per
// check, the figures, and `N passed, M failed`.
import { spawn } from "node:child_process";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const here = path.dirname(new URL(import.meta.url).pathname);
const bin = process.env.CODEMODE_BIN;
const everything = path.join(here, "node_modules/.bin/mcp-server-everything");
const memory = path.join(here, "node_modules/.bin/mcp-server-memory");
const env = { ...process.env, MEMORY_FILE_PATH: path.join(here, `memory-${process.pid}.jsonl`) };
const sources = ["--mcp", `everything=${everything}`, "--mcp", `memory=${memory}`];

let passed = 0;
let failed = 0;
function check(name, ok, detail) {
  if (ok) {
    passed++;
    console.log(`ok   ${name}`);
  } else {
    failed++;
    console.log(`FAIL ${name}: ${detail === undefined ? "" : JSON.stringify(detail)}`);
  }
}

// One execute call that uses several reference-server tools and combines their results.
const PROGRAM = `
  const who = "Ada" + Date.now();
  await tools.memory.create_entities({ entities: [{ name: who, entityType: "person", observations: ["wrote the first program"] }] });
  await tools.memory.add_observations({ observations: [{ entityName: who, contents: ["born 1815"] }] });
  await tools.memory.create_relations({ relations: [{ from: who, to: who, relationType: "knows" }] });
  const found = await tools.memory.search_nodes({ query: who });
  const opened = await tools.memory.open_nodes({ names: [who] });
  const graph = await tools.memory.read_graph({});
  const sum = await tools.everything["get-sum"]({ a: opened.entities[0].observations.length, b: 40 });
  const echo = await tools.everything.echo({ message: "found " + found.entities.length });
  const structured = await tools.everything["get-structured-content"]({ location: "New York" });
  return { observations: opened.entities[0].observations, inGraph: graph.entities.some((e) => e.name === who), sum, echo, structured };
`;

async function exercise(client, label) {
  const { tools } = await client.listTools();
  check(`${label}: tools/list gives execute, search, describe`, tools.map((t) => t.name).join() === "execute,search,describe", tools.map((t) => t.name));
  const description = tools[0].description;
  check(`${label}: execute's description lists both namespaces`, description.includes("- tools.everything (") && description.includes("- tools.memory ("), description);

  const r = await client.callTool({ name: "execute", arguments: { code: PROGRAM } });
  const v = r.structuredContent;
  check(`${label}: execute succeeded`, r.isError === false && v && v.ok === true, r);
  if (v && v.ok) {
    check(`${label}: memory observations combined`, JSON.stringify(v.value.observations) === JSON.stringify(["wrote the first program", "born 1815"]), v.value);
    check(`${label}: the entity is in the graph`, v.value.inGraph === true, v.value);
    check(`${label}: get-sum of 2 and 40`, JSON.stringify(v.value.sum).includes("42"), v.value.sum);
    check(`${label}: echo`, JSON.stringify(v.value.echo).includes("found 1"), v.value.echo);
    check(`${label}: structured content`, typeof v.value.structured === "object", v.value.structured);
    const distinct = new Set(v.toolCalls);
    console.log(`figure ${label}: one execute call made ${v.toolCalls.length} calls to ${distinct.size} distinct reference-server tools: ${[...distinct].join(", ")}`);
  }
  const text = r.content.find((c) => c.type === "text")?.text ?? "";
  check(`${label}: readable text form`, text.startsWith("value: ") && text.includes("tool calls (9)"), text);

  const s = await client.callTool({ name: "search", arguments: { query: "sum two numbers" } });
  check(`${label}: search finds get-sum`, s.structuredContent?.items?.[0]?.path === 'tools.everything["get-sum"]', s.structuredContent);
  const d = await client.callTool({ name: "describe", arguments: { path: "tools.memory.create_entities" } });
  check(`${label}: describe gives the input schema`, d.structuredContent?.inputSchema?.properties?.entities !== undefined, d.structuredContent);
  const e = await client.callTool({ name: "execute", arguments: { code: "await tools.memory.open_nodes({ names: 42 })" } });
  check(`${label}: a bad call is an isError result`, e.isError === true && e.structuredContent?.error?.kind === "InvalidToolInput", e.structuredContent);
}

async function timeIt(n, f) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await f();
  return Number(process.hrtime.bigint() - t0) / 1e6 / n;
}

async function overhead(client) {
  // Direct: the SDK client calls server-everything's echo itself.
  const direct = new Client({ name: "interop-direct", version: "0" });
  await direct.connect(new StdioClientTransport({ command: everything, args: [], env, stderr: "ignore" }));
  const n = 200;
  await direct.callTool({ name: "echo", arguments: { message: "warm" } });
  await client.callTool({ name: "execute", arguments: { code: "return await tools.everything.echo({ message: 'warm' })" } });
  const d = await timeIt(n, () => direct.callTool({ name: "echo", arguments: { message: "hi" } }));
  const w = await timeIt(n, () => client.callTool({ name: "execute", arguments: { code: "return await tools.everything.echo({ message: 'hi' })" } }));
  const ten = await timeIt(50, () => client.callTool({ name: "execute", arguments: { code: "const out = []; for (let i = 0; i < 10; i++) out.push(await tools.everything.echo({ message: 'hi' + i })); return out.length" } }));
  console.log(`figure overhead: direct echo ${d.toFixed(2)} ms/call; through codemode execute ${w.toFixed(2)} ms/call (+${(w - d).toFixed(2)} ms); 10 echos in one execute ${ten.toFixed(2)} ms (${(ten / 10).toFixed(2)} ms/echo)`);
  await direct.close();
}

async function stdio() {
  const client = new Client({ name: "interop-stdio", version: "0" });
  await client.connect(new StdioClientTransport({ command: bin, args: ["mcp", ...sources], env, stderr: "inherit" }));
  await exercise(client, "stdio");
  await overhead(client);
  await client.close();
}

async function http() {
  const server = spawn(bin, ["mcp", "--listen", "127.0.0.1:0", ...sources], { env, stdio: ["ignore", "ignore", "pipe"] });
  const url = await new Promise((resolve, reject) => {
    let err = "";
    const timer = setTimeout(() => reject(new Error(`codemode mcp --listen did not start: ${err}`)), 60000);
    server.stderr.on("data", (chunk) => {
      err += chunk;
      const m = err.match(/codemode mcp listening on (\S+)\r?\n/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    server.on("exit", (code) => reject(new Error(`codemode mcp exited (${code}): ${err}`)));
  });
  try {
    const client = new Client({ name: "interop-http", version: "0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    await exercise(client, "http");
    await client.close();
  } finally {
    server.kill();
  }
}

try {
  await stdio();
  await http();
} catch (e) {
  check("no exception", false, String(e && e.stack || e));
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
