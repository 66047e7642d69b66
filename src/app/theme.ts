import { createTheme } from '@mantine/core';

/** SPEC 9: modal default z-index 1050; tooltips show at once. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    Modal: { defaultProps: { zIndex: 1050 } },
    Tooltip: { defaultProps: { openDelay: 0, closeDelay: 250, withinPortal: true } },
  },
});
