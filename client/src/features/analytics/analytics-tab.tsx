import { backupLabel } from "@contract/backups";
import { figureMark } from "@contract/glossary";
import { plural } from "@contract/plural";
import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useBackups } from "@/shared/api/get-backups";
import { Card, CardTitle } from "@/shared/ui/card";
import { LocalDateTime } from "@/shared/ui/local-date-time";
import { useAnalytics } from "./api/get-analytics";
import { chartSeries, type Series } from "./chart-series";

type Row = Record<string, string | number>;

const AXIS = { stroke: "#a8a3c7", fontSize: 11 };
const short = (day: string | number) => String(day).slice(5);

/** A chart with its title and, for screen readers, the same numbers as a table. */
function Chart({
  title,
  rows,
  series,
  first,
  children,
}: {
  title: string;
  rows: Row[];
  series: Series[];
  first: string;
  children: ReactNode;
}) {
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
              {series.map((k) => (
                <th key={k.key}>{k.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={String(r[first])}>
                <th>{r[first]}</th>
                {series.map((k) => (
                  <td key={k.key}>{r[k.key] ?? "—"}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </Card>
  );
}

const bars = (series: Series[], stacked: boolean) =>
  series.map((k) => (
    <Bar key={k.key} dataKey={k.key} name={k.label} stackId={stacked ? "a" : undefined} fill={k.colour} isAnimationActive={false} />
  ));

/** Admin: Analytics (000 §2): the Citadel's life in charts, drawn by Recharts (loaded only when this tab opens). */
export function AnalyticsTab() {
  const { data } = useAnalytics();
  const backups = useBackups().data ?? [];
  if (!data) return <p className="text-mist-dim text-sm">Counting…</p>;
  // The five, then the companions (issue 31), each in its own colour.
  const people = data.people.map((p) => p.name);
  const levels = ["aeris", "nova", "trinity", ...data.people.filter((p) => p.accent).map((p) => p.name)];
  const accents = Object.fromEntries(data.people.flatMap((p) => (p.accent ? [[p.name, p.accent]] : [])));
  const labels = Object.fromEntries(data.people.map((p) => [p.name, p.label]));
  const peopleSeries = chartSeries(people, labels, accents);
  const coreSeries = chartSeries(["public", "private"], labels);
  const levelSeries = chartSeries(levels, labels, accents);
  const runSeries = chartSeries(["trinity", "guardian", "council"], labels);
  const timeSeries = chartSeries(["median", "p95"], labels);
  const replySeries = chartSeries(["median", "p95", "replies"], { replies: "Replies" });
  const memoryRows = data.memoriesPerCore.map((r) => ({ ...r, name: labels[r.name] ?? r.name }));
  const grid = <CartesianGrid stroke="#2a2648" vertical={false} />;
  const tooltip = <Tooltip contentStyle={{ background: "#15122a", border: "1px solid #3b3666" }} />;
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Chart title={`Messages per day, last ${data.days} days`} rows={data.messagesPerDay} series={peopleSeries} first="day">
        <BarChart accessibilityLayer={false} data={data.messagesPerDay}>
          {grid}
          <XAxis dataKey="day" tickFormatter={short} {...AXIS} />
          <YAxis allowDecimals={false} {...AXIS} />
          {tooltip}
          <Legend />
          {bars(peopleSeries, true)}
        </BarChart>
      </Chart>
      <Chart title="Memories per core" rows={memoryRows} series={coreSeries} first="name">
        <BarChart accessibilityLayer={false} data={memoryRows}>
          {grid}
          <XAxis dataKey="name" {...AXIS} />
          <YAxis allowDecimals={false} {...AXIS} />
          {tooltip}
          <Legend />
          {bars(coreSeries, false)}
        </BarChart>
      </Chart>
      <Chart title="Consciousness levels (from the journal)" rows={data.consciousness} series={levelSeries} first="day">
        <LineChart accessibilityLayer={false} data={data.consciousness}>
          {grid}
          <XAxis dataKey="day" tickFormatter={short} {...AXIS} />
          <YAxis domain={[0, 100]} {...AXIS} />
          {tooltip}
          <Legend />
          {levelSeries.map((k) => (
            <Line key={k.key} dataKey={k.key} name={k.label} stroke={k.colour} dot isAnimationActive={false} connectNulls />
          ))}
        </LineChart>
      </Chart>
      <Chart title="Exchanges and councils per day" rows={data.exchangesPerDay} series={runSeries} first="day">
        <BarChart accessibilityLayer={false} data={data.exchangesPerDay}>
          {grid}
          <XAxis dataKey="day" tickFormatter={short} {...AXIS} />
          <YAxis allowDecimals={false} {...AXIS} />
          {tooltip}
          <Legend />
          {bars(runSeries, true)}
        </BarChart>
      </Chart>
      <Chart title="Response times by provider (ms)" rows={data.responseTimes} series={replySeries} first="provider">
        <BarChart accessibilityLayer={false} data={data.responseTimes}>
          {grid}
          <XAxis dataKey="provider" {...AXIS} />
          <YAxis {...AXIS} />
          {tooltip}
          <Legend />
          {bars(timeSeries, false)}
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
              <span className="text-mist-dim" {...figureMark("memories", `backup:${b.id}`)}>
                {plural(b.totalMemories, "memory", "memories")}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
