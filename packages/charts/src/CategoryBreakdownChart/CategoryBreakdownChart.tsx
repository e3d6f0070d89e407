import { useMemo } from "react";
import { Cell, Label, Legend, Pie, PieChart, Tooltip } from "recharts";
import { ChartFigure } from "../a11y/ChartFigure";
import type { ChartFrameProps } from "../chartFrameProps";
import { moneyFormatter, percentFormatter } from "../format/money";
import { seriesColor } from "../theme/chartTheme";
import { useChartSetup } from "../theme/useChartSetup";

/** One slice: a category and its amount in cents (positive: the size of the slice). */
export interface CategoryAmount {
  id: string;
  name: string;
  amount: number;
  /** The category's own colour, when it has one. */
  color?: string | undefined;
}

export interface CategoryBreakdownChartProps extends ChartFrameProps {
  categories: readonly CategoryAmount[];
}

/** A donut of amounts by category, the total in its centre, each slice's share in the tooltip and table. */
export function CategoryBreakdownChart({
  categories,
  locale: localeProp,
  currency = "EUR",
  name,
  height = 300,
  width,
  animate = false,
}: CategoryBreakdownChartProps) {
  const { locale, theme, figure, size, t, tableCaption, tooltipStyle, legendStyle } = useChartSetup(
    localeProp,
    height,
    width,
  );
  const money = useMemo(() => moneyFormatter(locale, currency), [locale, currency]);
  const percent = useMemo(() => percentFormatter(locale), [locale]);
  const slices = categories.filter((category) => category.amount > 0);
  const total = slices.reduce((sum, category) => sum + category.amount, 0);
  const share = (amount: number) => (total === 0 ? 0 : amount / total);
  const accessibleName = name ?? t("charts.names.categoryBreakdown");
  const table = {
    caption: tableCaption(accessibleName),
    columns: [t("charts.table.category"), t("charts.table.amount"), t("charts.table.share")],
    rows: slices.map((category) => ({
      key: category.id,
      header: category.name,
      cells: [money(category.amount), percent(share(category.amount))],
    })),
  };

  return (
    <ChartFigure {...figure} name={accessibleName} table={table} testId="category-breakdown-chart">
      <PieChart accessibilityLayer={false} {...size}>
        <Pie
          data={slices as CategoryAmount[]}
          dataKey="amount"
          nameKey="name"
          innerRadius="58%"
          outerRadius="85%"
          paddingAngle={1}
          rootTabIndex={-1}
          stroke={theme.surface}
          isAnimationActive={animate}
        >
          {slices.map((category, index) => (
            <Cell key={category.id} fill={category.color ?? seriesColor(theme, index)} />
          ))}
          <Label
            position="center"
            value={money(total)}
            fill={theme.text}
            fontFamily={theme.fontFamily}
            fontSize={14}
            fontWeight={600}
            className="trezo-category-total"
          />
        </Pie>
        <Tooltip
          formatter={(value) =>
            typeof value === "number" ? `${money(value)} (${percent(share(value))})` : String(value)
          }
          contentStyle={tooltipStyle}
        />
        <Legend
          layout="vertical"
          align="right"
          verticalAlign="middle"
          wrapperStyle={{ ...legendStyle, color: theme.text, maxWidth: "45%" }}
        />
      </PieChart>
    </ChartFigure>
  );
}
