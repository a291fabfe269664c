/** The colours an event may take, named for those who cannot tell them apart (the api takes any #rrggbb). */
export const EVENT_COLORS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '#4e7da0', label: 'Blue' },
  { value: '#2e7d5b', label: 'Green' },
  { value: '#b26a00', label: 'Orange' },
  { value: '#a23b72', label: 'Magenta' },
  { value: '#5e4fa2', label: 'Purple' },
  { value: '#616161', label: 'Grey' },
];
