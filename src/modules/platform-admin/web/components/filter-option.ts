/**
 * A console filter's option text. '' is "all", and with the select's label hidden beside the
 * search box it says which filter it is ("الدور: الكل"), so four selects never read "الكل" alike.
 */
export const filterOption = (label: string, all: string, text: (value: string) => string) => (value: string) => (value ? text(value) : `${label}: ${all}`);
