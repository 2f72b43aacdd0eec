import { compileTemplate, escapeHtml } from './template-engine.js';

describe('compileTemplate', () => {
  it('escapes {{slots}} in HTML and inserts {{{slots}}} as they are', () => {
    const t = compileTemplate('<p>{{name}}</p>{{{list}}}<a href="{{url}}">x</a>', 'html');
    expect(t.render({ name: '<b>Ann & "Bo"</b>', list: '<li>a</li>', url: 'https://x.test/?a=1&b=2' })).toBe(
      '<p>&lt;b&gt;Ann &amp; &quot;Bo&quot;&lt;/b&gt;</p><li>a</li><a href="https://x.test/?a=1&amp;b=2">x</a>',
    );
    expect(t.slots).toEqual(['name', 'list', 'url']);
  });

  it('leaves text templates unescaped', () => {
    expect(compileTemplate('Hi {{ name }}, {{name}}', 'text').render({ name: "O'Neil & Co" })).toBe(
      "Hi O'Neil & Co, O'Neil & Co",
    );
  });

  it('refuses to render with a missing value', () => {
    expect(() => compileTemplate('{{a}}', 'text').render({})).toThrow('"a" is missing');
  });

  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<script>alert('x')</script>`)).toBe('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
  });
});
