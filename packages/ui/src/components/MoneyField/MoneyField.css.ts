// MoneyField has no styles of its own: it is a NumberField with currency formatting.
export {};
