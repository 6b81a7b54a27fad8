import { describe, expect, it } from 'vitest';
import { firstScreenCss } from '@/lib/server/site-styles/first-screen.mjs';

const STYLESHEET = [
  '@layer theme{:root,:host{--color-primary-600:oklch(55% .28 302);--color-unused:red;--spacing:.25rem;--font-sans:system-ui;--default-font-family:var(--font-sans)}}',
  '@layer base{body{margin:0}h1{font-size:2rem}code,kbd{font-family:monospace}:-moz-focusring:where(:not(iframe)){outline:auto}',
  ':where(select:is([multiple],[size])) optgroup{font-weight:bolder}::-webkit-inner-spin-button{height:auto}',
  '::-webkit-datetime-edit{padding:0}::placeholder{opacity:1}}',
  '@layer utilities{',
  '.bg-primary-600{background-color:var(--color-primary-600)}',
  '.p-4{padding:calc(var(--spacing)*4)}',
  '.footer-only{color:var(--color-unused)}',
  '.md\\:flex{@media (width>=48rem){display:flex}}',
  '.dark\\:text-white:where(:root.dark *){color:#fff}',
  '.group:hover .group-hover\\:underline,.footer-only .x{text-decoration:underline}',
  '.border{border-style:var(--tw-border-style);border-width:1px}',
  '.animate-spin{animation:var(--animate-spin)}',
  '}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-unused{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('firstScreenCss', () => {
  const css = firstScreenCss(STYLESHEET, [
    '<body>',
    '<h1>',
    '<code>',
    '<select>',
    '<input>',
    'bg-primary-600',
    'p-4',
    'md:flex',
    'dark:text-white',
    'group',
    'group-hover:underline',
    'border',
  ]);

  it('keeps the rules of the first screen’s classes, escapes, variants and the colour mode included', () => {
    expect(css).toContain('.bg-primary-600{');
    expect(css).toContain('.p-4{');
    expect(css).toContain('.md\\:flex{@media (width>=48rem){display:flex}}');
    expect(css).toContain('.dark\\:text-white:where(:root.dark *){color:#fff}');
    expect(css).toContain('.group:hover .group-hover\\:underline{');
  });

  it('leaves out the rules and the selectors of classes that are not on a first screen', () => {
    expect(css).not.toContain('footer-only');
    expect(css).not.toContain('animate-spin');
  });

  it('keeps the rules without a class for the kinds of element on a first screen, and the keyframes', () => {
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('h1{font-size:2rem}');
    expect(css).toContain('@keyframes spin');
    // A selector list loses the kinds no first screen has.
    expect(css).toContain('code{font-family:monospace}');
    // An element named only to be excluded is not needed; a rule for every element is kept.
    expect(css).toContain(':-moz-focusring:where(:not(iframe))');
    expect(css).toContain('::placeholder{opacity:1}');
    // A browser part names no element.
    expect(css).toContain('::-webkit-inner-spin-button{');
  });

  it('leaves out the rules without a class for kinds of element no first screen has', () => {
    expect(css).not.toContain('kbd');
    expect(css).not.toContain('optgroup');
  });

  it('keeps only the theme variables and registered properties that the kept rules read', () => {
    expect(css).toContain('--color-primary-600:');
    expect(css).toContain('--spacing:');
    expect(css).toContain('@property --tw-border-style');
    expect(css).not.toContain('--color-unused');
    expect(css).not.toContain('--tw-unused');
    // Read by nothing once its only reader went: removed in a second pass.
    expect(css).not.toContain('--default-font-family');
    expect(css).not.toContain('--font-sans');
  });
});
