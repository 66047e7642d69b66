import { Combobox, Input, MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CellInput } from './grid-cells';

/** The markup of `ui` inside Mantine's provider, without the provider's own style element. */
function markup(ui: React.ReactElement): string {
  return renderToStaticMarkup(<MantineProvider>{ui}</MantineProvider>).replace(/<style[^>]*>.*?<\/style>/s, '');
}

describe('CellInput', () => {
  it("is Mantine's extra-small full-width Input, element for element (its classes, variables and attributes)", () => {
    const change = () => undefined;
    expect(markup(<CellInput aria-label="Short Name" value="Ada" maxLength={5} onChange={change} />)).toBe(
      markup(<Input size="xs" w="100%" aria-label="Short Name" value="Ada" maxLength={5} onChange={change} />),
    );
  });

  it("as a select's stand-in, is the read-only Input with the select's pointer and chevron", () => {
    expect(markup(<CellInput chevron aria-label="Locale" aria-haspopup="listbox" readOnly value="English" />)).toBe(
      markup(
        <Input
          size="xs"
          w="100%"
          aria-label="Locale"
          aria-haspopup="listbox"
          readOnly
          pointer
          value="English"
          rightSection={<Combobox.Chevron size="xs" />}
          rightSectionPointerEvents="none"
        />,
      ),
    );
  });
});
