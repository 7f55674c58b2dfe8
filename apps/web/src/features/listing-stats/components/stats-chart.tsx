import type { StatsDay } from '@second-gear/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useT } from '../../../lib/i18n';
import { listingStatsCatalogue } from '../i18n';

const height = 260;

/** Impressions run far above the rest: they have an axis of their own, on the right. */
const lines = [
  { key: 'impressions', label: 'figure.impressions', stroke: '#64748b', scale: 'impressions' },
  { key: 'views', label: 'figure.views', stroke: '#2563eb', scale: 'y' },
  { key: 'saves', label: 'figure.saves', stroke: '#db2777', scale: 'y' },
  { key: 'messages', label: 'figure.messages', stroke: '#16a34a', scale: 'y' },
] as const;

/** The window's days as a line chart (uPlot, drawn on a canvas); the figures are also in the table beside it. */
export default function StatsChart({ series }: { series: StatsDay[] }) {
  const t = useT(listingStatsCatalogue);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current!;
    const data: uPlot.AlignedData = [
      series.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000),
      ...lines.map((line) => series.map((day) => day[line.key])),
    ];
    const plot = new uPlot(
      {
        width: element.clientWidth || 600,
        height,
        // The days are UTC days: drawn as such whatever the browser's time zone.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        series: [
          {},
          ...lines.map((line) => ({
            label: t(line.label),
            stroke: line.stroke,
            scale: line.scale,
            width: 2,
          })),
        ],
        axes: [
          {},
          { scale: 'y', label: t('chart.axis') },
          { scale: 'impressions', side: 1, label: t('figure.impressions'), grid: { show: false } },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, t]);
  return <div ref={box} aria-hidden="true" className="min-h-[260px] w-full" />;
}
