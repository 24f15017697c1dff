// scratch: plays tuning conversations once into /tmp/i37/played, then asks at a budget with the current code.
import { existsSync, mkdirSync, writeFileSync, readFileSync } from "node:fs";
import { askLocomo, type Asked, LOCOMO_HELD_OUT, playLocomo, readLocomo, type Seat, type Played } from "./locomo";
import { startMockOpenAI } from "../../testing/mock-openai";
const data = readLocomo()!;
const seats = (process.env.SEATS ?? "nova").split(",") as Seat[];
const size = Number(process.env.SIZE ?? 6000);
const emb = process.env.EMB === "1";
const convs = data.conversations.filter((c) => !LOCOMO_HELD_OUT.has(String(c.id)) && (!process.env.ONLY || process.env.ONLY.split(",").includes(String(c.id))));
const mock = await startMockOpenAI();
const all: Asked[] = [];
for (const seat of seats) for (const c of convs) {
  const dir = `/tmp/i37/played/${c.id}-${seat}`;
  let played: Played;
  if (existsSync(`${dir}/played.json`)) played = JSON.parse(readFileSync(`${dir}/played.json`, "utf8"));
  else { mkdirSync(dir, { recursive: true }); played = await playLocomo(c, seat, mock, dir); writeFileSync(`${dir}/played.json`, JSON.stringify(played)); }
  const asked = await askLocomo(c, played, mock, size, emb);
  all.push(...asked);
  const f = (xs: Asked[]) => { const t = xs.reduce((n, a) => n + a.evidence, 0); return t ? ((100 * xs.reduce((n, a) => n + a.found, 0)) / t).toFixed(1) : "-"; };
  console.log(seat, c.id, "all", f(asked), ["multi-hop","temporal","open-domain","single-hop"].map((k) => `${k} ${f(asked.filter((a) => a.kind === k))}`).join(" "));
}
const f = (xs: Asked[]) => { const t = xs.reduce((n, a) => n + a.evidence, 0); return t ? ((100 * xs.reduce((n, a) => n + a.found, 0)) / t).toFixed(1) : "-"; };
console.log("TOTAL all", f(all), ["multi-hop","temporal","open-domain","single-hop"].map((k) => `${k} ${f(all.filter((a) => a.kind === k))}`).join(" "), "req p50", all.map(a=>a.requestChars).sort((a,b)=>a-b)[all.length>>1]);
await mock.close();
