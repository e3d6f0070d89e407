// TypedConfirmDialog has no styles of its own: a Dialog, a TextField and two buttons.
export {};
