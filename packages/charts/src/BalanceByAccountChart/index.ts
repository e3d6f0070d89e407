export { BalanceByAccountChart, type BalanceByAccountChartProps } from "./BalanceByAccountChart";
export { type AccountBalances, type BalanceRow, buildBalanceRows } from "./balanceRows";
