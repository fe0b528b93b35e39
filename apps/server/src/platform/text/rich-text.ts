import sanitizeHtml from 'sanitize-html';

/* Rich text (goods descriptions) as the server stores it: what the editor's common formatting
 * needs and nothing that runs. sanitize-html parses the markup (htmlparser2) and rebuilds it from
 * an allow-list, so what is not listed here does not survive:
 * - no <script>, <style>, <iframe>, <object>, forms …: the element goes, and the text inside
 *   script/style/textarea with it (sanitize-html's nonTextTags);
 * - no event handlers (onerror=, onclick= …) or any attribute not listed;
 * - links only http(s) and mailto; no javascript:, data: or protocol-relative (//host) URLs;
 * - images only from this site (`/…`, what base/uploaders answers) or https; an image left
 *   without a source is dropped;
 * - the style attribute only with alignment, colour, size, weight and decoration values made of
 *   plain words, numbers and colours (no url(), no expression()). */

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;
const STYLES: Record<string, RegExp[]> = {
  'text-align': [/^(left|right|center|justify)$/],
  color: [COLOUR],
  'background-color': [COLOUR],
  'font-size': [/^\d{1,3}(\.\d+)?(px|em|rem|%|pt)$/],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'text-decoration': [/^(none|underline|line-through)$/],
  'text-indent': [/^\d{1,3}(\.\d+)?(px|em|rem)$/],
  'line-height': [/^\d{1,2}(\.\d+)?(px|em|rem|%)?$/],
};

const IMAGE_SRC = /^(\/(?!\/)|https:\/\/)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    col: ['span', 'width'],
  },
  allowedStyles: { '*': STYLES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A new tab never gets a handle on this page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && IMAGE_SRC.test(src) ? { ...rest, src } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The rich text as it may be stored and shown: see the list above. */
export function sanitizeRichText(html: string): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}
