import type { Language } from '@shared/preference-options';

/**
 * Words that choose the offline composer's template (offline-composer.ts), in the nine languages:
 * not texts shown to anyone, so they live here rather than in the catalogues. English words
 * match whole; the other Latin-script ones are the start of a word (stems: 'planifi' is
 * 'planifier' and 'planification', 'daten' is 'Datenanalyse'); Japanese, Korean and Chinese ones
 * match anywhere. A prompt is checked against every language's words, so a prompt whose language
 * is not detected still finds its domain. Each list is one string, its words separated by |.
 */
export type Domain = 'software' | 'data' | 'learning' | 'project' | 'marketing' | 'writing' | 'research';

export const DOMAIN_WORDS: Record<Language, Record<Domain, string>> = {
  en: {
    software:
      'code|coding|api|bug|debug|software|app|function|typescript|python|javascript|deploy|refactor|review|test|database|sql',
    data: 'data|dataset|analytic|analytics|analysis|metric|metrics|dashboard|statistic|statistics|spreadsheet|csv|report',
    learning: 'learn|learning|study|teach|course|lesson|curriculum|exam|skill|practice|tutor',
    project:
      'project|plan|planning|roadmap|milestone|milestones|team|sprint|management|framework|okr|okrs|process|workflow',
    marketing: 'marketing|campaign|brand|seo|audience|launch|ad|ads|social media|newsletter|sales',
    writing: 'write|writing|blog|article|essay|story|content|copy|post|email|script|outline',
    research: 'research|investigate|literature|source|sources|hypothesis|survey|interview|compare',
  },
  es: {
    software:
      'código|codigo|programa|software|aplicación|app|error|depura|función|despleg|refactoriz|base de datos',
    data: 'datos|análisis|analiza|analític|estadístic|métrica|indicador|panel|hoja de cálculo|informe',
    learning: 'aprend|estudi|enseñ|curso|lección|temario|examen|habilidad|práctica|practicar|tutor',
    project: 'proyecto|planific|plan|hoja de ruta|hito|equipo|gestión|proceso|flujo de trabajo',
    marketing:
      'marketing|campaña|marca|audiencia|público objetivo|lanzamiento|publicidad|anuncio|redes sociales|boletín|ventas',
    writing: 'escrib|redact|artículo|blog|ensayo|historia|relato|contenido|texto|correo|guion|esquema',
    research: 'investiga|literatura|fuente|hipótesis|encuesta|entrevista|compar',
  },
  fr: {
    software:
      'code|coder|programm|logiciel|appli|bogue|débog|fonction|déploi|déploy|refactor|base de données|requête',
    data: 'donnée|analyse|analytique|statisti|métrique|indicateur|tableau de bord|tableur|rapport',
    learning:
      'apprend|apprentissage|étudi|enseign|cours|leçon|programme d’études|examen|compétence|révis|entraîn',
    project: 'projet|planifi|planning|feuille de route|jalon|équipe|gestion|processus|organis',
    marketing: 'marketing|campagne|marque|audience|lancement|publicité|réseaux sociaux|newsletter|vente',
    writing:
      'écri|rédig|rédaction|article|blog|essai|histoire|récit|contenu|texte|courriel|e-mail|plan détaillé',
    research: 'recherche|enquêt|littérature|source|hypothèse|sondage|entretien|compar',
  },
  de: {
    software: 'code|programmier|software|app|fehler|debug|funktion|deploy|refaktor|datenbank|schnittstelle',
    data: 'daten|analyse|auswert|statisti|kennzahl|metrik|dashboard|tabelle|bericht|report',
    learning: 'lern|studi|unterricht|kurs|lektion|lehrplan|prüfung|fähigkeit|übung|üben|nachhilfe',
    project: 'projekt|planung|plan|roadmap|meilenstein|team|sprint|management|prozess|ablauf',
    marketing:
      'marketing|kampagne|marke|zielgruppe|markteinführung|werbung|soziale medien|newsletter|vertrieb|verkauf',
    writing: 'schreib|text|blog|artikel|aufsatz|essay|geschichte|inhalt|beitrag|e-mail|gliederung',
    research: 'forschung|recherch|untersuch|literatur|quelle|hypothese|umfrage|interview|vergleich',
  },
  it: {
    software: 'codice|programm|software|applicazione|app|bug|debug|funzione|rilasci|refactor|database',
    data: 'dati|analisi|analizza|statistic|metrica|metriche|cruscotto|dashboard|foglio di calcolo|report',
    learning: 'impara|apprend|studi|insegn|corso|lezione|programma di studio|esame|competenz|esercit',
    project: 'progett|pianific|piano|roadmap|traguard|squadra|team|gestione|processo|flusso di lavoro',
    marketing: 'marketing|campagna|brand|marchio|pubblico|lancio|pubblicità|annunci|social|newsletter|vendit',
    writing: 'scriv|scrittura|redig|articolo|blog|saggio|storia|racconto|contenut|testo|scaletta',
    research: 'ricerca|indagin|letteratura|fonti|ipotesi|sondaggio|intervist|confront',
  },
  pt: {
    software:
      'código|codigo|programa|software|aplicativo|app|depura|função|implant|deploy|refator|banco de dados',
    data: 'dados|análise|analis|estatístic|métrica|indicador|painel|planilha|relatório',
    learning: 'aprend|estud|ensin|curso|aula|lição|currículo|exame|prova|habilidade|praticar',
    project: 'projeto|planej|plano|roteiro|marco|equipe|gestão|gerenciamento|processo|fluxo de trabalho',
    marketing:
      'marketing|campanha|marca|público|lançamento|publicidade|anúncio|redes sociais|newsletter|vendas',
    writing: 'escrev|escrita|redig|redação|artigo|blog|ensaio|história|conteúdo|texto|roteiro de texto',
    research: 'pesquis|investig|literatura|fonte|hipótese|questionário|entrevista|compar',
  },
  ja: {
    software:
      'コード|コーディング|プログラム|ソフトウェア|アプリ|バグ|デバッグ|関数|デプロイ|リファクタ|データベース|実装',
    data: 'データ|分析|統計|指標|メトリクス|ダッシュボード|スプレッドシート|レポート',
    learning: '学習|勉強|学ぶ|教え|講座|授業|カリキュラム|試験|スキル|練習',
    project: 'プロジェクト|計画|ロードマップ|マイルストーン|チーム|スプリント|管理|プロセス|ワークフロー',
    marketing: 'マーケティング|キャンペーン|ブランド|集客|ローンチ|広告|SNS|ニュースレター|営業|販売',
    writing: '書く|執筆|ブログ|記事|エッセイ|物語|小説|コンテンツ|文章|メール|台本',
    research: '研究|調査|リサーチ|文献|情報源|仮説|アンケート|インタビュー|比較',
  },
  ko: {
    software: '코드|코딩|프로그램|소프트웨어|앱|버그|디버그|디버깅|함수|배포|리팩터|데이터베이스',
    data: '데이터|분석|통계|지표|대시보드|스프레드시트|보고서',
    learning: '학습|공부|배우|배움|가르치|강의|수업|커리큘럼|시험|연습',
    project: '프로젝트|계획|로드맵|마일스톤|팀|스프린트|관리|프로세스|워크플로',
    marketing: '마케팅|캠페인|브랜드|타깃|출시|광고|소셜 미디어|SNS|뉴스레터|영업|판매',
    writing: '글쓰기|블로그|기사|에세이|이야기|콘텐츠|이메일|대본|원고',
    research: '연구|조사|리서치|문헌|출처|가설|설문|인터뷰|비교',
  },
  zh: {
    software: '代码|编程|程序|软件|漏洞|调试|函数|部署|重构|数据库|接口',
    data: '数据|分析|统计|指标|仪表盘|电子表格|报表|报告',
    learning: '学习|学会|教学|课程|考试|技能|练习|辅导',
    project: '项目|计划|规划|路线图|里程碑|团队|冲刺|管理|流程',
    marketing: '营销|推广|品牌|受众|上市|广告|社交媒体|新闻通讯|销售',
    writing: '写作|博客|文章|论文|故事|内容|文案|邮件|脚本|大纲|写',
    research: '研究|调查|调研|文献|来源|假设|问卷|访谈|比较',
  },
};
