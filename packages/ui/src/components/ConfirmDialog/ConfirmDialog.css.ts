// ConfirmDialog has no styles of its own: it is a small Dialog with two buttons.
export {};
