// DatePicker shares the field (Field/Field.css.ts) and calendar (Calendar/Calendar.css.ts) styles.
export {};
