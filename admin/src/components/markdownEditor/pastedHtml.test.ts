import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { markdownFromDoc } from './markdownFromDoc.ts';
import { type HtmlNode, pastedHtml } from './pastedHtml.ts';

type ParsedNode = ReturnType<typeof parseDocument> | ReturnType<typeof parseDocument>['children'][number];

/** htmlparser2's tree seen as the DOM nodes the browser's DOMParser gives the editor. */
function asDom(node: ParsedNode): HtmlNode {
  if (node.type === 'text') return { nodeType: 3, nodeName: '#text', textContent: node.data, childNodes: [] };
  if (!('children' in node)) return { nodeType: 8, nodeName: '#comment', textContent: '', childNodes: [] };
  const childNodes: HtmlNode[] = node.children.map(asDom);
  const textContent = childNodes.map((child) => (child.nodeType === 8 ? '' : child.textContent)).join('');
  if (!('attribs' in node)) return { nodeType: 9, nodeName: '#document', textContent, childNodes };
  return {
    nodeType: 1,
    nodeName: node.name.toUpperCase(),
    textContent,
    childNodes,
    getAttribute: (name) => node.attribs[name] ?? null,
  };
}

const parse = (html: string) => pastedHtml(asDom(parseDocument(html)));

/** What a paste becomes, as the Markdown the post will store. */
const pasted = (html: string) => markdownFromDoc({ type: 'doc', content: parse(html).content });

/** Word for Windows, trimmed: Office namespaces, conditional comments, a bulleted and a numbered list. */
const fromWord = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8">
<style><!-- p.MsoNormal {margin:0cm;} --></style><!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]--></head>
<body lang=ES-MX><!--StartFragment-->
<h2><span lang=ES>El Reino hoy</span></h2>
<p class=MsoNormal><span style='font-family:"Calibri",sans-serif'>Jesús dijo: <b>arrepentíos</b> y <i>creed</i>.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Orar<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>cada mañana<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Servir<o:p></o:p></p>
<p class=MsoListParagraph style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Primero<o:p></o:p></p>
<p class=MsoNormal><a href="https://example.org/reino">Leer más</a> <span style='color:red;font-weight:bold'>hoy</span><o:p>&nbsp;</o:p></p>
<p class=MsoNormal><img width=200 src="file:///C:/Users/x/image001.png"><o:p></o:p></p>
<!--EndFragment--></body></html>`;

/** Google Docs: the whole paste inside <b style="font-weight:normal">, styles instead of tags. */
const fromGoogleDocs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><h1 dir="ltr" style="line-height:1.38"><span style="font-size:20pt;font-weight:400">Fe que persevera</span></h1><p dir="ltr" style="line-height:1.38;margin-top:0pt"><span style="font-size:11pt;font-weight:400;font-style:normal">La fe no nos libra de las </span><span style="font-size:11pt;font-weight:700">pruebas</span><span style="font-weight:400">, nos </span><span style="font-style:italic;font-weight:400">sostiene</span><span style="font-weight:400;text-decoration:line-through">siempre</span><span style="font-weight:400">.</span></p><br><ul style="margin-top:0;margin-bottom:0"><li dir="ltr" style="list-style-type:disc" aria-level="1"><p dir="ltr" role="presentation"><span>Job</span></p></li><li dir="ltr" aria-level="1"><p dir="ltr" role="presentation"><span>José</span></p></li></ul><ol start="3"><li><p><span>Pablo</span></p></li></ol></b>`;

describe('pastedHtml', () => {
  it('turns Word’s paste into headings, emphasis, nested lists and links, without Office markup', () => {
    expect(pasted(fromWord)).toBe(
      [
        '## El Reino hoy',
        'Jesús dijo: **arrepentíos** y *creed*.',
        '- Orar\n  - cada mañana\n- Servir',
        '1. Primero',
        '[Leer más](https://example.org/reino) **hoy**',
      ].join('\n\n'),
    );
    expect(parse(fromWord).droppedImages).toBe(1);
  });

  it('reads Google Docs’ styles, and not its bold wrapper', () => {
    expect(pasted(fromGoogleDocs)).toBe(
      [
        '# Fe que persevera',
        'La fe no nos libra de las **pruebas**, nos *sostiene*~~siempre~~.',
        '- Job\n- José',
        '3. Pablo',
      ].join('\n\n'),
    );
  });

  it.each([
    [
      'a web page’s paragraphs and line breaks',
      '<div>Uno<br>dos</div><p>  tres   cuatro </p>',
      'Uno\\\ndos\n\ntres cuatro',
    ],
    [
      'a quote and code',
      '<blockquote><p>Cita</p></blockquote><pre>x = 1\n  y</pre>',
      '> Cita\n\n```\nx = 1\n  y\n```',
    ],
    [
      'unsafe links as their text',
      '<a href="javascript:alert(1)">clic</a> <a href="/x">relativo</a>',
      'clic relativo',
    ],
    [
      'scripts, styles and images left out',
      '<script>alert(1)</script><style>p{}</style><p>Hola<img src=x onerror=alert(1)></p>',
      'Hola',
    ],
    [
      'characters Markdown would read as markup',
      '<p># 1. *no* [es] markup</p>',
      '\\# 1. \\*no\\* \\[es\\] markup',
    ],
    [
      'WhatsApp Web’s message spans',
      '<span class="selectable-text"><strong class="_ao3e">Hola</strong> a <em>todos</em></span>',
      '**Hola** a *todos*',
    ],
    [
      'a table as rows of text',
      '<table><tr><td>Día</td><td>Hora</td></tr><tr><td>Domingo</td><td>10:00</td></tr></table>',
      'Día Hora\n\nDomingo 10:00',
    ],
  ])('keeps %s', (_, html, markdown) => {
    expect(pasted(html)).toBe(markdown);
  });
});
