import { describe, expect, it } from 'vitest';
import { detectLanguage, replyLanguage } from './reply-language';

describe('detectLanguage', () => {
  it.each([
    ['Plan a kubernetes migration for our billing service', 'en'],
    ['Help me write a blog post about the history of coffee', 'en'],
    ['Quiero un plan de marketing para mi tienda online', 'es'],
    ['¿Cómo puedo organizar mejor el trabajo de mi equipo?', 'es'],
    ['Planifier une migration kubernetes pour notre service de facturation', 'fr'],
    ['Aide-moi à écrire un article de blog sur le café', 'fr'],
    ['Hilf mir, einen Lernplan für Spanisch zu erstellen', 'de'],
    ['Schreibe eine Anleitung für unser neues Team', 'de'],
    ['Aiutami a scrivere un articolo per il blog della mia azienda', 'it'],
    ['Vorrei un piano di studio per imparare il tedesco', 'it'],
    ['Quero um plano de estudos para aprender japonês', 'pt'],
    ['Me ajude a escrever um artigo sobre a história do café', 'pt'],
    ['Pythonのapiをデバッグする手順を教えてください', 'ja'],
    ['毎週の食事の計画を立てたい', 'ja'],
    ['마케팅 캠페인을 위한 블로그 글을 작성해줘', 'ko'],
    ['帮我制定每周的饮食计划', 'zh'],
    ['如何用 Python 分析销售数据', 'zh'],
  ])('%s → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it.each([
    ['kubernetes migration'],
    ['shorter please'],
    ['ok'],
    ['Python API'],
    [''],
    ['   '],
    ['12345'],
    ['explain 你好 and its meaning in daily usage'],
  ])('cannot tell %j', (text) => {
    expect(detectLanguage(text)).toBeNull();
  });

  it('reads the words, not code blocks, inline code or links', () => {
    const german = 'Erkläre mir bitte, was dieser Code macht und wie ich ihn verbessern kann';
    const code =
      '```js\nfunction add(a, b) { return a + b; } // add the two values and return the sum for the user\n```';
    expect(detectLanguage(`${german}\n${code}`)).toBe('de');
    expect(detectLanguage(`${code}\nok`)).toBeNull();
    expect(detectLanguage('https://example.com/how-to-write-the-best-blog-for-your-team')).toBeNull();
  });

  it('takes the script that carries most of the text', () => {
    // A Japanese sentence around English product names is Japanese.
    expect(detectLanguage('GitHub ActionsとDockerでCIを作る方法を教えて')).toBe('ja');
    // An English sentence quoting one Chinese word is English.
    expect(
      detectLanguage('Write a short poem for my grandmother about the word 家 and what it means to us'),
    ).toBe('en');
  });
});

describe('replyLanguage', () => {
  it('is the prompt’s language when clear, whatever the interface', () => {
    expect(replyLanguage(['毎週の食事の計画を立てたい'], 'en')).toBe('ja');
    expect(replyLanguage(['Plan a kubernetes migration for our billing service'], 'de')).toBe('en');
  });

  it('is the interface language when the prompt cannot tell', () => {
    expect(replyLanguage(['kubernetes migration'], 'de')).toBe('de');
    expect(replyLanguage([], 'ko')).toBe('ko');
  });

  it('follows the newest message that is clear: a short follow-up keeps the conversation’s language', () => {
    const conversation = [
      'Planifier une migration kubernetes pour notre service de facturation',
      'plus court',
    ];
    expect(replyLanguage(conversation, 'en')).toBe('fr');
    expect(replyLanguage([...conversation, 'Now write it again for our team in the US, please'], 'fr')).toBe(
      'en',
    );
  });
});
