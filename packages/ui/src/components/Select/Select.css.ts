// Select shares the field styles (Field/Field.css.ts): trigger, popover and list box.
export {};
