// Stack has no styles of its own: it is a Box with flex column sprinkles.
export {};
