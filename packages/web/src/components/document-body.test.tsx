import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { DocumentBody } from './document-body';

describe('DocumentBody', () => {
  it('renders headings, paragraphs, emphasis and lists as elements', () => {
    const { container } = render(
      <DocumentBody
        source={
          '# Minen\n\nGå *mod nord* ved **den tredje** søjle.\nTæl skridt.\n\n1. Fakler\n2. Reb'
        }
      />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Minen');
    expect(container.querySelector('p em')?.textContent).toBe('mod nord');
    expect(container.querySelector('p strong')?.textContent).toBe('den tredje');
    expect(container.querySelectorAll('p br')).toHaveLength(1);
    expect([...container.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual([
      'Fakler',
      'Reb',
    ]);
  });

  it('puts the body headings under a title of level 2', () => {
    const { container } = render(<DocumentBody source={'# Et\n## To'} titleLevel={2} />);
    expect([...container.querySelectorAll('h3, h4')].map((h) => h.tagName)).toEqual(['H3', 'H4']);
  });

  it('shows script tags and HTML as text and never as markup', () => {
    const hostile =
      '<script>window.hacked = true</script>\n\n<img src=x onerror="window.hacked = true"> **<b>fed</b>**\n\n- <a href="javascript:alert(1)">link</a>';
    const { container } = render(<DocumentBody source={hostile} />);
    expect(container.querySelector('script, img, b, a, iframe')).toBeNull();
    expect(container.textContent).toContain('<script>window.hacked = true</script>');
    expect(container.textContent).toContain('<img src=x onerror="window.hacked = true">');
    expect(container.querySelector('strong')?.textContent).toBe('<b>fed</b>');
    expect(container.querySelector('li')?.textContent).toBe(
      '<a href="javascript:alert(1)">link</a>',
    );
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
