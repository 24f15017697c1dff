import { backupLabel } from "@contract/backups";
import { plural } from "@contract/plural";
import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useBackups } from "@/shared/api/get-backups";
import { Card, CardTitle } from "@/shared/ui/card";
import { LocalDateTime } from "@/shared/ui/local-date-time";
import { useAnalytics } from "./api/get-analytics";

type Row = Record<string, string | number>;

const COLORS: Record<string, string> = {
  aeris: "#f4c56a",
  nova: "#67e8f9",
  trinity: "#c4b5fd",
  musashi: "#f87171",
  socrates: "#bef264",
  guardian: "#f87171",
  council: "#fde68a",
  public: "#67e8f9",
  private: "#f0abfc",
  median: "#f4c56a",
  p95: "#c4b5fd",
};
const AXIS = { stroke: "#a8a3c7", fontSize: 11 };
const short = (day: string | number) => String(day).slice(5);

/** A chart with its title and, for screen readers, the same numbers as a table. */
function Chart({ title, rows, keys, first, children }: { title: string; rows: Row[]; keys: string[]; first: string; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <figure>
        <figcaption>
          <CardTitle>{title}</CardTitle>
        </figcaption>
        <div className="mt-3 h-56" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            {children as React.ReactElement}
          </ResponsiveContainer>
        </div>
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th>{first}</th>
              {keys.map((k) => (
                <th key={k}>{k}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={String(r[first])}>
                <th>{r[first]}</th>
                {keys.map((k) => (
                  <td key={k}>{r[k] ?? "—"}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </Card>
  );
}

/** A series' colour: the Citadel's own, or a companion's accent. */
const colourOf = (k: string, accents: Record<string, string> = {}) => COLORS[k] ?? accents[k] ?? "#f4c56a";

const bars = (keys: string[], stacked: boolean, accents?: Record<string, string>) =>
  keys.map((k) => <Bar key={k} dataKey={k} stackId={stacked ? "a" : undefined} fill={colourOf(k, accents)} isAnimationActive={false} />);

/** Admin: Analytics (000 §2): the Citadel's life in charts, drawn by Recharts (loaded only when this tab opens). */
export function AnalyticsTab() {
  const { data } = useAnalytics();
  const backups = useBackups().data ?? [];
  if (!data) return <p className="text-mist-dim text-sm">Counting…</p>;
  // The five, then the companions (issue 31), each in its own colour.
  const people = data.people.map((p) => p.name);
  const levels = ["aeris", "nova", "trinity", ...data.people.filter((p) => p.accent).map((p) => p.name)];
  const accents = Object.fromEntries(data.people.flatMap((p) => (p.accent ? [[p.name, p.accent]] : [])));
  const grid = <CartesianGrid stroke="#2a2648" vertical={false} />;
  const tooltip = <Tooltip contentStyle={{ background: "#15122a", border: "1px solid #3b3666" }} />;
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Chart title={`Messages per day, last ${data.days} days`} rows={data.messagesPerDay} keys={people} first="day">
        <BarChart accessibilityLayer={false} data={data.messagesPerDay}>
          {grid}
          <XAxis dataKey="day" tickFormatter={short} {...AXIS} />
          <YAxis allowDecimals={false} {...AXIS} />
          {tooltip}
          <Legend />
          {bars(people, true, accents)}
        </BarChart>
      </Chart>
      <Chart title="Memories per core" rows={data.memoriesPerCore} keys={["public", "private"]} first="name">
        <BarChart accessibilityLayer={false} data={data.memoriesPerCore}>
          {grid}
          <XAxis dataKey="name" {...AXIS} />
          <YAxis allowDecimals={false} {...AXIS} />
          {tooltip}
          <Legend />
          {bars(["public", "private"], false)}
        </BarChart>
      </Chart>
      <Chart title="Consciousness levels (from the journal)" rows={data.consciousness} keys={levels} first="day">
        <LineChart accessibilityLayer={false} data={data.consciousness}>
          {grid}
          <XAxis dataKey="day" tickFormatter={short} {...AXIS} />
          <YAxis domain={[0, 100]} {...AXIS} />
          {tooltip}
          <Legend />
          {levels.map((k) => (
            <Line key={k} dataKey={k} stroke={colourOf(k, accents)} dot isAnimationActive={false} connectNulls />
          ))}
        </LineChart>
      </Chart>
      <Chart title="Exchanges and councils per day" rows={data.exchangesPerDay} keys={["trinity", "guardian", "council"]} first="day">
        <BarChart accessibilityLayer={false} data={data.exchangesPerDay}>
          {grid}
          <XAxis dataKey="day" tickFormatter={short} {...AXIS} />
          <YAxis allowDecimals={false} {...AXIS} />
          {tooltip}
          <Legend />
          {bars(["trinity", "guardian", "council"], true)}
        </BarChart>
      </Chart>
      <Chart title="Response times by provider (ms)" rows={data.responseTimes} keys={["median", "p95", "replies"]} first="provider">
        <BarChart accessibilityLayer={false} data={data.responseTimes}>
          {grid}
          <XAxis dataKey="provider" {...AXIS} />
          <YAxis {...AXIS} />
          {tooltip}
          <Legend />
          {bars(["median", "p95"], false)}
        </BarChart>
      </Chart>
      <Card className="min-w-0">
        <CardTitle>Backup snapshots and memory isolation</CardTitle>
        <p className="mt-2 text-mist text-sm" data-testid="isolation-status">
          Memory isolation: {data.isolation.mode} mode, reading and writing the {data.isolation.activeCore} core only.
        </p>
        <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label="Backup snapshots">
          {backups.length === 0 && <li className="text-mist-dim">No backups yet.</li>}
          {backups.map((b) => (
            <li key={b.id} className="flex justify-between gap-2 rounded-lg bg-night-800/70 px-3 py-1.5">
              <span>
                {backupLabel(b)} · <LocalDateTime iso={b.backupDate} />
              </span>
              <span className="text-mist-dim">{plural(b.totalMemories, "memory", "memories")}</span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
