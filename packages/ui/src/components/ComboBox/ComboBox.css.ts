// ComboBox shares the field styles (Field/Field.css.ts): control, popover and list box.
export {};
