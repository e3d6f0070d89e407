// Inline has no styles of its own: it is a Box with flex row sprinkles.
export {};
