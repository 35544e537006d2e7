import type { SectionType } from './parse-recipe';

/**
 * The words the recipe parser reads in the nine languages (issue 19: recipes are written in the
 * user's language, headings included; issue 25: the forms real models write). Latin-script words
 * match whole words; Japanese, Korean and Chinese ones anywhere in the label. No lookbehind: the
 * browser parses with these too. Every pattern here is tested against one line (or one label),
 * never against the whole answer.
 */

/**
 * Heading words of each section type. The order is the order of the checks: 'Action Steps' is
 * steps, not operations, so steps are tried before operations.
 */
export const SECTION_WORDS: Array<[SectionType, string, string]> = [
  [
    'goal',
    'goals?|objectives?|purpose|aim|mission|objetivos?|metas?|objectifs?|ziele?|zweck|obiettivi|obiettivo|scopo|finalidad|finalidade|propósito',
    '目標|目的|ゴール|목표|목적|目标',
  ],
  [
    'principles',
    'principles?|guidelines?|values|rules of thumb|principios|principes|prinzipien|grundsätze|principi|princípios|pautas|directrices|diretrizes|règles|regeln|regole|regras|leitlinien|linee guida',
    '原則|원칙|原则',
  ],
  [
    'steps',
    'steps?|procedure|process|instructions?|workflow|how to|pasos|étapes|etapas|schritte|passaggi|passi|passos|procedimientos?|procédure|verfahren|ablauf|procedura|procedimentos?|processo|proceso|processus|prozess|instrucciones|anleitung|istruzioni|instruções|vorgehen',
    '手順|ステップ|단계|절차|步骤|流程',
  ],
  [
    'operations',
    'operations?|techniques?|methods?|tools?|moves|actions?|operaciones|opérations|operationen|operazioni|operações|técnicas|tecniche|méthodes|métodos|metodi|methoden|herramientas|outils|werkzeuge|strumenti|ferramentas|acciones|aktionen|azioni|ações',
    'オペレーション|操作|手法|동작|기법|작업|方法',
  ],
  [
    'parameters',
    'parameters?|inputs?|variables?|settings|requirements?|parámetros|paramètres|parametri|parâmetros|entradas|eingaben|variablen|variabili|variáveis|requisitos|exigences|anforderungen|requisiti',
    'パラメーター|パラメータ|入力|매개변수|입력|参数|输入',
  ],
  [
    'results',
    'results?|outputs?|deliverables?|outcomes?|expected|resultados|résultats|ergebnisse?|risultati|entregables|livrables|entregáveis',
    '結果|成果|결과|结果|产出',
  ],
  [
    'notes',
    'notes?|tips?|caveats?|warnings?|remarks?|notas|remarques|hinweise|anmerkungen|notizen|consejos|conseils|tipps|consigli|dicas|advertencias|avertissements|warnungen|avvertenze|avisos',
    '注意|メモ|備考|ヒント|참고|메모|팁|주의|提示|备注',
  ],
];

/**
 * Labels of sections outside the seven types that answers add (Examples, Variations, Summary…):
 * they head a section of type 'default' of their own instead of running into the one before.
 */
export const EXTRA_SECTION_WORDS: [string, string] = [
  'examples?|example prompts?|sample prompts?|samples?|variations?|summary|overview|context|background|resources|references|faq|ejemplos?|variaciones|resumen|contexto|recursos|exemples?|variantes|résumé|contexte|ressources|beispiele?|varianten|zusammenfassung|kontext|ressourcen|esempi|esempio|varianti|riepilogo|sintesi|contesto|risorse|exemplos?|resumo|referências',
  '例|サンプル|まとめ|概要|背景|예시|예제|요약|개요|배경|示例|例子|总结|概述|背景',
];

/** 'Step 1', 'Paso 2', 'Étape 3', 'Schritt 4', 'Passo 5', 'Passaggio 6', 'Phase 7' (then ':', '.', ')', '-' or nothing). */
export const STEP_WORDS = 'step|paso|étape|etape|schritt|passo|passaggio|fase|phase|stage|etapa';
/** 'ステップ1', '手順 2', '단계 3', '1단계', '步骤4', '第5步', '第一步'. */
export const STEP_CJK =
  '(?:ステップ|手順|단계|步骤|第)\\s*(\\d{1,3}|[一二三四五六七八九十]{1,3})\\s*(?:步|단계|段階)?|(\\d{1,3})\\s*(?:단계|段階)';

/** The Steps section a step label opens when the answer has none, in the label's own language. */
export const STEPS_TITLE_BY_WORD: Record<string, string> = {
  step: 'Steps',
  stage: 'Steps',
  phase: 'Phases',
  paso: 'Pasos',
  étape: 'Étapes',
  etape: 'Étapes',
  schritt: 'Schritte',
  passo: 'Passos',
  passaggio: 'Passaggi',
  fase: 'Fases',
  etapa: 'Etapas',
  ステップ: '手順',
  手順: '手順',
  단계: '단계',
  步骤: '步骤',
  第: '步骤',
};

/**
 * The labels of a line that belongs to the step above it ('Output:', 'Tip:', 'Example:'…): under a
 * step, indented or right below it, they are part of the step, not a Results or Notes section.
 */
export const SUB_LABELS =
  'outputs?|expected output|expected result|results?|deliverables?|tips?|pro tip|notes?|examples?|why|checks?|checkpoint|time|salida|resultado|consejo|nota|ejemplo|por qué|sortie|résultat|astuce|conseil|exemple|remarque|pourquoi|ausgabe|ergebnis|tipp|hinweis|beispiel|warum|risultato|suggerimento|consiglio|esempio|perché|saída|dica|exemplo|por que|出力|結果|ヒント|例|注意|成果物|출력|결과|팁|예시|참고|输出|结果|提示|示例|注意';

/** 'Recipe Title' in the nine languages; the others only with their colon ('Rezepttitel:'). */
export const RECIPE_TITLE_LABELS =
  'recipe\\s+(?:title|name)|título\\s+de\\s+la\\s+receta|titre\\s+de\\s+la\\s+recette|rezept-?titel|rezeptname|titolo\\s+della\\s+ricetta|título\\s+da\\s+receita|レシピ(?:の)?(?:タイトル|名)|레시피\\s*(?:제목|이름)|配方(?:标题|名称)|食谱(?:标题|名称)';
/** 'Title' alone in the nine languages ('Title: X', '**Título:** X', '## Titel' then the title). */
export const TITLE_WORDS = 'title|recipe|título|titre|titel|titolo|タイトル|제목|标题|標題';

/** The opening of a chat lead-in before the recipe ('Sure! Here is…', 'Voici…', '以下は…'). */
export const CHAT_OPENING =
  /^(?:sure|here(?:'s| is| are)|of course|certainly|absolutely|great|okay|ok\b|below|voici|voilà|bien sûr|aquí|claro|por supuesto|desde luego|hier ist|hier sind|gerne|natürlich|klar|ecco|certo|certamente|aqui|com certeza|もちろん|以下|はい|承知|네|물론|다음은|아래|好的|当然|以下是|下面)/i;

/** The opening of a closing remark after the recipe ('I hope this helps!', 'Let me know…'). */
export const CHAT_CLOSING =
  /^(?:i hope|hope this|let me know|feel free|happy (?:cooking|planning|writing|learning|prompting|building)|good luck|enjoy|would you like|do you want|want me to|shall i|should i (?:adjust|tailor|add|change)|need any|any questions|if you (?:have any|need (?:any|more|further|help)|'d like|would like|want me)|with this recipe|this recipe (?:will|should|helps|gives)|by following (?:this|these)|espero que|¡espero|si necesitas|si quieres|¿quieres|¿te gustaría|¡buena suerte|buena suerte|j['’]espère|n['’]hésitez|bonne chance|si vous (?:avez|souhaitez|voulez)|voulez-vous|ich hoffe|viel erfolg|wenn du (?:möchtest|willst|fragen)|lass mich wissen|sag mir|möchtest du|spero che|buona fortuna|fammi sapere|se hai bisogno|vuoi che|se precisar|boa sorte|me avise|quer que|お役に|ご不明|何かあれば|いかがでしょう|頑張って|도움이 되|궁금한|필요하시면|행운을|希望这|希望对|如有|如果你需要|如果您需要|祝你)/i;
