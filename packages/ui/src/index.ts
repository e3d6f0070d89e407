/**
 * Everything of the design system from one entry. Prefer the subpaths (`@trezo/ui/Button`...) in code
 * that cares about bundle size; this barrel is side-effect free apart from component styles.
 */
export * from "./brand";
export { Box, type BoxProps } from "./components/Box";
export { Button, type ButtonProps } from "./components/Button";
export { Divider, type DividerProps } from "./components/Divider";
export { Heading, type HeadingProps } from "./components/Heading";
export { Inline, type InlineProps } from "./components/Inline";
export { Stack, type StackProps } from "./components/Stack";
export { Text, type TextProps } from "./components/Text";
export * from "./i18n";
export { breakpoints, type Sprinkles, sprinkles } from "./layout/sprinkles.css";
export * from "./theme";
