// Box has no styles of its own: it is made of sprinkles (layout/sprinkles.css.ts).
export {};
