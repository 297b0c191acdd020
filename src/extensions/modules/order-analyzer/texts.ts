import type { Lang } from '../../../engine/localize';
import type { LoadError, RejectReason } from './core/orderData';
import type { KpiKey } from './core/report/analyzeOrders';
import type { SessionKey } from './core/report/sessions';
import type { TradeColumn } from './core/report/tradeTable';

/**
 * Every text the order analyzer module shows, in English and German (informal "du", glossary terms).
 * `{name}` placeholders are filled with {@link fillText} with formatted numbers or file texts; all
 * of it is rendered as React text, never as HTML.
 */
export interface OrderAnalyzerTexts {
  heading: string;
  emptyPrompt: string;
  fileLabel: string;
  dropZone: string;
  dropHere: string;
  privacy: string;
  progressReading: string;
  progressParsing: string;
  progressConverting: string;
  progressPercent: string;
  loadedFile: string;
  errors: Record<LoadError, string>;
  previousKept: string;
  unexpectedError: string;
  headerHeading: string;
  headerIntro: string;
  headerFound: string;
  headerMissing: string;
  mappingHeading: string;
  mappingIntro: string;
  notMapped: string;
  columnNumber: string;
  emptyMappedHint: string;
  noData: string;
  noDataHint: string;
  noDataFilter: string;
  rejectedSummary: string;
  rejectedSummaryOne: string;
  rejectedRow: string;
  rejectedValue: string;
  rejectedMore: string;
  rejectReasons: Record<RejectReason, string>;
  duplicates: string;
  duplicatesOne: string;
  filtersHeading: string;
  from: string;
  to: string;
  symbol: string;
  allSymbols: string;
  side: string;
  sideAll: string;
  long: string;
  short: string;
  unknownSide: string;
  initialCapital: string;
  horizon: string;
  trials: string;
  emaWindow: string;
  capitalInvalid: string;
  horizonInvalid: string;
  trialsInvalid: string;
  emaInvalid: string;
  rangeInvalid: string;
  lastValidUsed: string;
  kpiHeading: string;
  kpiNote: string;
  kpiLabels: Record<KpiKey, string>;
  kpiHelp: Record<KpiKey, string>;
  chartsHeading: string;
  chartLoading: string;
  chartFailed: string;
  axisTime: string;
  axisEquity: string;
  axisDrawdown: string;
  axisDay: string;
  axisDaysAhead: string;
  axisNet: string;
  axisTradeNet: string;
  axisTrades: string;
  equityTitle: string;
  equityHelp: string;
  equityLine: string;
  forecastLine: string;
  equityCaption: string;
  drawdownTitle: string;
  drawdownHelp: string;
  drawdownCaption: string;
  dailyTitle: string;
  dailyHelp: string;
  dailySummary: string;
  dailyCaption: string;
  histogramTitle: string;
  histogramHelp: string;
  histogramCaption: string;
  histogramBin: string;
  forecastHeading: string;
  forecastText: string;
  forecastNote: string;
  mcHeading: string;
  mcIntro: string;
  mcP5: string;
  mcP5Help: string;
  mcP50: string;
  mcP50Help: string;
  mcP95: string;
  mcP95Help: string;
  mcProbBelowStart: string;
  mcProbBelowStartHelp: string;
  mcRunning: string;
  mcDone: string;
  mcUnavailable: string;
  mcFailed: string;
  mcNewSeed: string;
  mcChartTitle: string;
  mcChartCaption: string;
  mcChartHelp: string;
  orderTypesHeading: string;
  orderTypesNote: string;
  orderTypeColumn: string;
  ordersColumn: string;
  tradesColumn: string;
  netColumn: string;
  winRateColumn: string;
  avgFeeColumn: string;
  noOrderType: string;
  symbolSideHeading: string;
  symbolSideNote: string;
  weekdayHourHeading: string;
  weekdayHourNote: string;
  heatmapSymbol: string;
  heatmapWeekday: string;
  heatmapHour: string;
  heatmapLegend: string;
  heatmapCell: string;
  weekdays: [string, string, string, string, string, string, string];
  sessionsHeading: string;
  sessionsNote: string;
  sessionColumn: string;
  sessionNames: Record<SessionKey, string>;
  tradesHeading: string;
  tradesNote: string;
  tradeColumns: Record<TradeColumn, string>;
  sortBy: string;
  pagerLabel: string;
  pageStatus: string;
  firstPage: string;
  previousPage: string;
  nextPage: string;
  lastPage: string;
  noTrades: string;
  exportHeading: string;
  exportNote: string;
  exportTradesCsv: string;
  exportTradesJson: string;
  exportKpisCsv: string;
  exportKpisJson: string;
}

export const ORDER_ANALYZER_TEXTS: Readonly<Record<Lang, OrderAnalyzerTexts>> = {
  en: {
    heading: 'Analyze your BingX order export',
    emptyPrompt: 'Upload an Excel file first: choose your BingX futures order export (.xlsx or .xls) or drop it here, and the report appears below.',
    fileLabel: 'Excel file (.xlsx or .xls, up to 50 MB)',
    dropZone: 'Drop zone for the Excel file',
    dropHere: 'Drop the file to read it',
    privacy: 'Read only locally: the file is opened in your browser and never leaves your device.',
    progressReading: 'Reading the file…',
    progressParsing: 'Reading the sheet…',
    progressConverting: 'Checking the rows…',
    progressPercent: '{percent} done',
    loadedFile: '{file} (sheet “{sheet}”): {orders} orders, {trades} trades.',
    errors: {
      notExcel: 'This is not an Excel file. Please choose a .xlsx or .xls file — the BingX export.',
      tooLarge: 'The file is larger than 50 MB. Export a shorter period and try again.',
      emptyFile: 'The file is empty (0 bytes). Please export the order history again.',
      emptyWorkbook: 'The workbook has no sheet with data. Please check that you chose the order history export.',
      noHeader: 'No header row was found. The sheet needs the columns of the BingX order export (Order No., Time(UTC+8), Pair, Type, Fee, Realized PNL, …).',
      noRows: 'The sheet has a header but no order rows below it.',
      readFailed: 'The file could not be read. It may be damaged or password-protected; export it again and retry.',
    },
    previousKept: 'The previous report is still shown.',
    unexpectedError: 'Something went wrong while reading the file. Please try again.',
    headerHeading: 'Header check',
    headerIntro: 'Row {row} of the sheet was read as the header. Expected columns and what was found:',
    headerFound: 'found: “{header}”',
    headerMissing: 'Header missing',
    mappingHeading: 'Column mapping',
    mappingIntro: 'If a column was matched wrongly or not found, choose the right column of your file here. The report updates at once.',
    notMapped: '— not mapped —',
    columnNumber: 'Column {n}',
    emptyMappedHint: 'These mapped columns are empty in every row: {columns}. Adjust the column mapping if a column was matched wrongly.',
    noData: 'No data',
    noDataHint: 'No usable order rows remain. Adjust the column mapping above (Time, Type, Fee and Realized PNL are needed).',
    noDataFilter: 'No orders match the filters. Widen the date range or choose another symbol or side.',
    rejectedSummary: '{count} unreadable rows were skipped',
    rejectedSummaryOne: '1 unreadable row was skipped',
    rejectedRow: 'Row {row}: {reason}',
    rejectedValue: '(cell: “{value}”)',
    rejectedMore: '…and {count} more rows.',
    rejectReasons: {
      time: 'the time is not a date',
      realizedPnl: 'Realized PNL is not a number',
      fee: 'the fee is not a number',
      type: 'the type is neither open nor close',
      number: 'a number column holds text',
      empty: 'the row is empty',
    },
    duplicates: '{count} duplicate rows (same Order No.) were skipped',
    duplicatesOne: '1 duplicate row (same Order No.) was skipped',
    filtersHeading: 'Filters and settings',
    from: 'From (UTC day)',
    to: 'To (UTC day)',
    symbol: 'Symbol',
    allSymbols: 'All symbols',
    side: 'Side',
    sideAll: 'All',
    long: 'Long',
    short: 'Short',
    unknownSide: 'Unknown',
    initialCapital: 'Initial capital (USDT)',
    horizon: 'Horizon (days)',
    trials: 'Monte Carlo trials',
    emaWindow: 'EMA window (days)',
    capitalInvalid: 'Initial capital must be a number greater than 0 (up to {max}).',
    horizonInvalid: 'The horizon must be a whole number of days from 1 to {max}.',
    trialsInvalid: 'The Monte Carlo trials must be a whole number from 1 to {max}.',
    emaInvalid: 'The EMA window must be a whole number of days from 1 to {max}.',
    rangeInvalid: '“From” is after “To”: no day can match.',
    lastValidUsed: 'Until you fix it, the report uses the last valid value.',
    kpiHeading: 'Key figures',
    kpiNote: 'Over the orders that pass the filters. Definitions are below the tool.',
    kpiLabels: {
      trades: 'Trades',
      realizedPnl: 'Realized PnL',
      fees: 'Fees',
      netPnl: 'Net PnL',
      winRate: 'Win rate',
      profitFactor: 'Profit factor',
      avgNetPerTrade: 'Avg. net per trade',
      payoffRatio: 'Payoff ratio',
      expectancy: 'Expectancy per trade',
      totalReturn: 'Total return',
      maxDrawdown: 'Max drawdown',
      sharpe: 'Sharpe ratio',
      sortino: 'Sortino ratio',
      cagr: 'CAGR',
      kellyPct: 'Kelly % (theoretical)',
    },
    kpiHelp: {
      trades: 'Closing orders: each one is a trade.',
      realizedPnl: 'Σ Realized PNL of all orders, before fees.',
      fees: 'Σ |Fee| of all orders, opening and closing.',
      netPnl: 'Realized PnL − fees.',
      winRate: 'Trades with a net (Realized PNL − |Fee|) above 0, divided by all trades.',
      profitFactor: 'Σ winning trade nets / |Σ losing trade nets|; ∞ when there is no loss.',
      avgNetPerTrade: 'Σ trade nets / trades.',
      payoffRatio: 'Average winning net / |average losing net|.',
      expectancy: 'Win rate × average win − loss rate × |average loss|: what a trade earned on average.',
      totalReturn: 'Net PnL / initial capital.',
      maxDrawdown: 'Largest fall from a peak of the equity, order by order, as a share of that peak.',
      sharpe: 'Mean daily return / standard deviation of the daily returns × √365.',
      sortino: 'Mean daily return / downside deviation (only losing days count) × √365.',
      cagr: '(Final equity / initial capital)^(365 / days) − 1: the yearly growth rate of this record.',
      kellyPct: 'Win rate − (1 − win rate) / payoff ratio: the theoretical Kelly share; a ceiling, not a recommendation.',
    },
    chartsHeading: 'Charts',
    chartLoading: 'Loading chart…',
    chartFailed: 'The chart could not be loaded; the table below it holds the numbers.',
    axisTime: 'Time (UTC)',
    axisEquity: 'Equity (USDT)',
    axisDrawdown: 'Drawdown',
    axisDay: 'Day (UTC)',
    axisDaysAhead: 'Days from today',
    axisNet: 'Net PnL (USDT)',
    axisTradeNet: 'Net per trade (USDT)',
    axisTrades: 'Trades',
    equityTitle: 'Equity curve with the EMA forecast',
    equityHelp: 'Equity after every order, starting at your initial capital; the dashed line continues the EMA trend over the horizon.',
    equityLine: 'Equity',
    forecastLine: 'EMA forecast',
    equityCaption: 'Equity over time (sample of the chart’s points)',
    drawdownTitle: 'Drawdown',
    drawdownHelp: 'How far the equity is below its highest point so far, in percent of that peak.',
    drawdownCaption: 'Drawdown over time (sample of the chart’s points)',
    dailyTitle: 'Net PnL per day',
    dailyHelp: 'Σ (Realized PNL − |Fee|) of each UTC day; days without orders are 0.',
    dailySummary: '{days} days: {positive} with a gain, {negative} with a loss. Best day {best} on {bestDay}, worst day {worst} on {worstDay}.',
    dailyCaption: 'Net PnL per day (sample of the days)',
    histogramTitle: 'Distribution of trade nets',
    histogramHelp: 'How many trades ended with a net in each range.',
    histogramCaption: 'Trades per net range',
    histogramBin: '{from} to {to}',
    forecastHeading: 'Forecast (EMA trend)',
    forecastText: 'EMA over {window} days of the daily net PnL: {perDay} per day. Continued for {horizon} days from today’s equity {start}, the trend line ends at {end}.',
    forecastNote: 'What it is not: a prediction. It only extends the recent average in a straight line; markets, your strategy and your luck change. Use it to see where the current pace leads, not to plan on it.',
    mcHeading: 'Monte Carlo (bootstrap of the daily returns)',
    mcIntro: 'Each path draws {horizon} days at random (with replacement) from your {days} past daily returns and compounds them from your current equity {start}. This shows the spread that luck alone could produce if the past days repeated in random order — not a forecast.',
    mcP5: 'Equity, 5th percentile',
    mcP5Help: '5 % of the paths end at or below this equity.',
    mcP50: 'Equity, median',
    mcP50Help: 'Half of the paths end above, half below.',
    mcP95: 'Equity, 95th percentile',
    mcP95Help: '5 % of the paths end at or above this equity.',
    mcProbBelowStart: 'Probability of ending below the start',
    mcProbBelowStartHelp: 'Share of paths whose final equity is below today’s equity.',
    mcRunning: 'Simulating in the background…',
    mcDone: '{trials} paths × {horizon} days, seed {seed}. The same seed and inputs give the same numbers.',
    mcUnavailable: 'The Monte Carlo needs at least one day with a defined return (equity above 0).',
    mcFailed: 'The Monte Carlo simulation failed. Change a setting to try again.',
    mcNewSeed: 'New random seed',
    mcChartTitle: 'Monte Carlo fan: 5th, 50th and 95th percentile of the equity',
    mcChartCaption: 'Equity percentiles by day (sample of the days)',
    mcChartHelp: 'The band holds 90 % of the simulated paths on each day; the line in it is the median. A wide band means the outcome depends mostly on luck.',
    orderTypesHeading: 'Order types',
    orderTypesNote: 'Trades, net and win rate count the closing orders of each type; the average fee is over all orders of the type (opening and closing).',
    orderTypeColumn: 'Order type',
    ordersColumn: 'Orders',
    tradesColumn: 'Trades',
    netColumn: 'Net PnL',
    winRateColumn: 'Win rate',
    avgFeeColumn: 'Avg. fee',
    noOrderType: '(none)',
    symbolSideHeading: 'Net PnL by symbol and side',
    symbolSideNote: 'Σ (Realized PNL − |Fee|) of all orders, opening fees included, so the cells add up to the net PnL. Green is a gain, red a loss; the stronger the colour, the larger the amount.',
    weekdayHourHeading: 'Net PnL by weekday and hour (UTC)',
    weekdayHourNote: 'Σ trade nets by the UTC weekday and hour of the closing order. Empty cells had no trade.',
    heatmapSymbol: 'Symbol',
    heatmapWeekday: 'Weekday',
    heatmapHour: 'Hour (UTC)',
    heatmapLegend: 'Colour scale from {min} (red) through 0 to {max} (green).',
    heatmapCell: '{count} orders',
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    sessionsHeading: 'Sessions (by closing time, UTC)',
    sessionsNote: 'A trade belongs to the session of its closing order’s time in UTC. The export’s times are UTC+8 and are converted first.',
    sessionColumn: 'Session',
    sessionNames: {
      morning: 'Morning (00–07)',
      eu: 'EU (07–13)',
      us: 'US (13–21)',
      night: 'Night (21–24)',
    },
    tradesHeading: 'Trades',
    tradesNote: 'Closing orders of the selection. Select a column header to sort; times are UTC.',
    tradeColumns: {
      time: 'Time (UTC)',
      orderNo: 'Order No.',
      symbol: 'Symbol',
      side: 'Side',
      type: 'Type',
      orderType: 'Order type',
      price: 'Price',
      quantity: 'Quantity',
      realizedPnl: 'Realized PnL',
      fee: 'Fee',
      net: 'Net',
    },
    sortBy: 'Sort by {column}',
    pagerLabel: 'Pages of the trades table',
    pageStatus: 'Page {page} of {pages} · trades {from}–{to} of {total}',
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
    noTrades: 'No closing orders in the selection.',
    exportHeading: 'Export',
    exportNote: 'Files are created in your browser. CSV cells that start like a formula are prefixed with an apostrophe so a spreadsheet shows them as text.',
    exportTradesCsv: 'Trades as CSV',
    exportTradesJson: 'Trades as JSON',
    exportKpisCsv: 'Key figures as CSV',
    exportKpisJson: 'Key figures as JSON',
  },
  de: {
    heading: 'Werte deinen BingX-Orderexport aus',
    emptyPrompt: 'Lade zuerst eine Excel-Datei hoch: Wähle deinen BingX-Futures-Orderexport (.xlsx oder .xls) oder zieh ihn hierher – die Auswertung erscheint darunter.',
    fileLabel: 'Excel-Datei (.xlsx oder .xls, bis 50 MB)',
    dropZone: 'Ablagefläche für die Excel-Datei',
    dropHere: 'Datei loslassen, um sie zu lesen',
    privacy: 'Nur lokal gelesen: Die Datei wird in deinem Browser geöffnet und verlässt dein Gerät nie.',
    progressReading: 'Datei wird gelesen…',
    progressParsing: 'Tabelle wird gelesen…',
    progressConverting: 'Zeilen werden geprüft…',
    progressPercent: '{percent} erledigt',
    loadedFile: '{file} (Blatt „{sheet}“): {orders} Orders, {trades} Trades.',
    errors: {
      notExcel: 'Das ist keine Excel-Datei. Bitte wähle eine .xlsx- oder .xls-Datei – den BingX-Export.',
      tooLarge: 'Die Datei ist größer als 50 MB. Exportiere einen kürzeren Zeitraum und versuch es erneut.',
      emptyFile: 'Die Datei ist leer (0 Byte). Bitte exportiere die Order-Historie erneut.',
      emptyWorkbook: 'Die Arbeitsmappe hat kein Blatt mit Daten. Prüfe, ob du den Export der Order-Historie gewählt hast.',
      noHeader: 'Keine Kopfzeile gefunden. Das Blatt braucht die Spalten des BingX-Orderexports (Order No., Time(UTC+8), Pair, Type, Fee, Realized PNL, …).',
      noRows: 'Das Blatt hat eine Kopfzeile, aber keine Orderzeilen darunter.',
      readFailed: 'Die Datei konnte nicht gelesen werden. Vielleicht ist sie beschädigt oder mit einem Passwort geschützt; exportiere sie neu und versuch es noch einmal.',
    },
    previousKept: 'Die vorherige Auswertung bleibt angezeigt.',
    unexpectedError: 'Beim Lesen der Datei ist etwas schiefgelaufen. Bitte versuch es erneut.',
    headerHeading: 'Spaltenprüfung',
    headerIntro: 'Zeile {row} des Blatts wurde als Kopfzeile gelesen. Erwartete Spalten und was gefunden wurde:',
    headerFound: 'gefunden: „{header}“',
    headerMissing: 'Spalte fehlt',
    mappingHeading: 'Spaltenzuordnung',
    mappingIntro: 'Wurde eine Spalte falsch oder gar nicht erkannt, wähle hier die richtige Spalte deiner Datei. Die Auswertung aktualisiert sich sofort.',
    notMapped: '— nicht zugeordnet —',
    columnNumber: 'Spalte {n}',
    emptyMappedHint: 'Diese zugeordneten Spalten sind in allen Zeilen leer: {columns}. Passe die Spaltenzuordnung an, falls eine Spalte falsch erkannt wurde.',
    noData: 'Keine Daten',
    noDataHint: 'Es bleiben keine verwertbaren Orderzeilen übrig. Passe oben die Spaltenzuordnung an (Zeit, Typ, Gebühr und realisierter PnL werden gebraucht).',
    noDataFilter: 'Keine Order passt zu den Filtern. Erweitere den Zeitraum oder wähle ein anderes Symbol oder eine andere Seite.',
    rejectedSummary: '{count} unlesbare Zeilen wurden übersprungen',
    rejectedSummaryOne: '1 unlesbare Zeile wurde übersprungen',
    rejectedRow: 'Zeile {row}: {reason}',
    rejectedValue: '(Zelle: „{value}“)',
    rejectedMore: '…und {count} weitere Zeilen.',
    rejectReasons: {
      time: 'die Zeit ist kein Datum',
      realizedPnl: 'der realisierte PnL ist keine Zahl',
      fee: 'die Gebühr ist keine Zahl',
      type: 'der Typ ist weder Eröffnen noch Schließen',
      number: 'eine Zahlenspalte enthält Text',
      empty: 'die Zeile ist leer',
    },
    duplicates: '{count} doppelte Zeilen (gleiche Order No.) wurden übersprungen',
    duplicatesOne: '1 doppelte Zeile (gleiche Order No.) wurde übersprungen',
    filtersHeading: 'Filter und Einstellungen',
    from: 'Von (UTC-Tag)',
    to: 'Bis (UTC-Tag)',
    symbol: 'Symbol',
    allSymbols: 'Alle Symbole',
    side: 'Seite',
    sideAll: 'Alle',
    long: 'Long',
    short: 'Short',
    unknownSide: 'Unbekannt',
    initialCapital: 'Startkapital (USDT)',
    horizon: 'Horizont (Tage)',
    trials: 'Monte-Carlo-Durchläufe',
    emaWindow: 'EMA-Fenster (Tage)',
    capitalInvalid: 'Das Startkapital muss eine Zahl größer als 0 sein (bis {max}).',
    horizonInvalid: 'Der Horizont muss eine ganze Zahl von Tagen zwischen 1 und {max} sein.',
    trialsInvalid: 'Die Monte-Carlo-Durchläufe müssen eine ganze Zahl zwischen 1 und {max} sein.',
    emaInvalid: 'Das EMA-Fenster muss eine ganze Zahl von Tagen zwischen 1 und {max} sein.',
    rangeInvalid: '„Von“ liegt nach „Bis“: Kein Tag kann passen.',
    lastValidUsed: 'Bis du das korrigierst, rechnet die Auswertung mit dem letzten gültigen Wert.',
    kpiHeading: 'Kennzahlen',
    kpiNote: 'Über die Orders, die durch die Filter kommen. Die Definitionen stehen unter dem Tool.',
    kpiLabels: {
      trades: 'Trades',
      realizedPnl: 'Realisierter PnL',
      fees: 'Gebühren',
      netPnl: 'Netto-PnL',
      winRate: 'Trefferquote',
      profitFactor: 'Profit-Faktor',
      avgNetPerTrade: 'Ø netto pro Trade',
      payoffRatio: 'Payoff-Ratio',
      expectancy: 'Erwartungswert pro Trade',
      totalReturn: 'Gesamtrendite',
      maxDrawdown: 'Maximaler Drawdown',
      sharpe: 'Sharpe-Ratio',
      sortino: 'Sortino-Ratio',
      cagr: 'CAGR (jährliches Wachstum)',
      kellyPct: 'Kelly-% (theoretisch)',
    },
    kpiHelp: {
      trades: 'Schließende Orders: Jede ist ein Trade.',
      realizedPnl: 'Σ realisierter PnL aller Orders, vor Gebühren.',
      fees: 'Σ |Gebühr| aller Orders, eröffnend und schließend.',
      netPnl: 'Realisierter PnL − Gebühren.',
      winRate: 'Trades mit einem Netto (realisierter PnL − |Gebühr|) über 0, geteilt durch alle Trades.',
      profitFactor: 'Σ Netto der Gewinntrades / |Σ Netto der Verlusttrades|; ∞, wenn es keinen Verlust gibt.',
      avgNetPerTrade: 'Σ Netto der Trades / Trades.',
      payoffRatio: 'Durchschnittlicher Gewinn / |durchschnittlicher Verlust| (netto).',
      expectancy: 'Trefferquote × Ø Gewinn − Verlustquote × |Ø Verlust|: was ein Trade im Schnitt gebracht hat.',
      totalReturn: 'Netto-PnL / Startkapital.',
      maxDrawdown: 'Größter Rückgang der Equity von einem Hoch, Order für Order, als Anteil dieses Hochs.',
      sharpe: 'Mittlere Tagesrendite / Standardabweichung der Tagesrenditen × √365.',
      sortino: 'Mittlere Tagesrendite / Abwärtsabweichung (nur Verlusttage zählen) × √365.',
      cagr: '(Endkapital / Startkapital)^(365 / Tage) − 1: die jährliche Wachstumsrate dieser Historie.',
      kellyPct: 'Trefferquote − (1 − Trefferquote) / Payoff-Ratio: der theoretische Kelly-Anteil; eine Obergrenze, keine Empfehlung.',
    },
    chartsHeading: 'Diagramme',
    chartLoading: 'Diagramm wird geladen…',
    chartFailed: 'Das Diagramm konnte nicht geladen werden; die Tabelle darunter enthält die Zahlen.',
    axisTime: 'Zeit (UTC)',
    axisEquity: 'Equity (USDT)',
    axisDrawdown: 'Drawdown',
    axisDay: 'Tag (UTC)',
    axisDaysAhead: 'Tage ab heute',
    axisNet: 'Netto-PnL (USDT)',
    axisTradeNet: 'Netto pro Trade (USDT)',
    axisTrades: 'Trades',
    equityTitle: 'Equity-Kurve mit EMA-Prognose',
    equityHelp: 'Equity nach jeder Order, beginnend beim Startkapital; die gestrichelte Linie setzt den EMA-Trend über den Horizont fort.',
    equityLine: 'Equity',
    forecastLine: 'EMA-Prognose',
    equityCaption: 'Equity im Zeitverlauf (Auswahl der Diagrammpunkte)',
    drawdownTitle: 'Drawdown',
    drawdownHelp: 'Wie weit die Equity unter ihrem bisherigen Höchststand liegt, in Prozent dieses Hochs.',
    drawdownCaption: 'Drawdown im Zeitverlauf (Auswahl der Diagrammpunkte)',
    dailyTitle: 'Netto-PnL pro Tag',
    dailyHelp: 'Σ (realisierter PnL − |Gebühr|) jedes UTC-Tags; Tage ohne Orders zählen 0.',
    dailySummary: '{days} Tage: {positive} mit Gewinn, {negative} mit Verlust. Bester Tag {best} am {bestDay}, schlechtester Tag {worst} am {worstDay}.',
    dailyCaption: 'Netto-PnL pro Tag (Auswahl der Tage)',
    histogramTitle: 'Verteilung der Trade-Ergebnisse',
    histogramHelp: 'Wie viele Trades mit einem Netto in jedem Bereich geendet haben.',
    histogramCaption: 'Trades pro Netto-Bereich',
    histogramBin: '{from} bis {to}',
    forecastHeading: 'Prognose (EMA-Trend)',
    forecastText: 'EMA über {window} Tage des täglichen Netto-PnL: {perDay} pro Tag. Über {horizon} Tage ab der heutigen Equity {start} fortgesetzt, endet die Trendlinie bei {end}.',
    forecastNote: 'Was sie nicht ist: eine Vorhersage. Sie verlängert nur den jüngsten Durchschnitt als gerade Linie; Märkte, deine Strategie und dein Glück ändern sich. Nutze sie, um zu sehen, wohin das aktuelle Tempo führt – nicht, um damit zu planen.',
    mcHeading: 'Monte Carlo (Bootstrap der Tagesrenditen)',
    mcIntro: 'Jeder Pfad zieht {horizon} Tage zufällig (mit Zurücklegen) aus deinen {days} bisherigen Tagesrenditen und verzinst sie ab deiner aktuellen Equity {start}. Das zeigt die Streuung, die allein das Glück erzeugen könnte, wenn sich die vergangenen Tage in zufälliger Reihenfolge wiederholten – keine Prognose.',
    mcP5: 'Equity, 5. Perzentil',
    mcP5Help: '5 % der Pfade enden bei dieser Equity oder darunter.',
    mcP50: 'Equity, Median',
    mcP50Help: 'Die Hälfte der Pfade endet darüber, die Hälfte darunter.',
    mcP95: 'Equity, 95. Perzentil',
    mcP95Help: '5 % der Pfade enden bei dieser Equity oder darüber.',
    mcProbBelowStart: 'Wahrscheinlichkeit, unter dem Start zu enden',
    mcProbBelowStartHelp: 'Anteil der Pfade, deren End-Equity unter der heutigen liegt.',
    mcRunning: 'Wird im Hintergrund simuliert…',
    mcDone: '{trials} Pfade × {horizon} Tage, Seed {seed}. Derselbe Seed mit denselben Eingaben ergibt dieselben Zahlen.',
    mcUnavailable: 'Die Monte-Carlo-Simulation braucht mindestens einen Tag mit definierter Rendite (Equity über 0).',
    mcFailed: 'Die Monte-Carlo-Simulation ist fehlgeschlagen. Ändere eine Einstellung, um es erneut zu versuchen.',
    mcNewSeed: 'Neuer Zufalls-Seed',
    mcChartTitle: 'Monte-Carlo-Fächer: 5., 50. und 95. Perzentil der Equity',
    mcChartCaption: 'Perzentile der Equity nach Tag (Auswahl der Tage)',
    mcChartHelp: 'Das Band enthält an jedem Tag 90 % der simulierten Pfade; die Linie darin ist der Median. Ein breites Band heißt: Das Ergebnis hängt vor allem vom Glück ab.',
    orderTypesHeading: 'Ordertypen',
    orderTypesNote: 'Trades, Netto und Trefferquote zählen die schließenden Orders jedes Typs; die Ø-Gebühr gilt für alle Orders des Typs (eröffnend und schließend).',
    orderTypeColumn: 'Ordertyp',
    ordersColumn: 'Orders',
    tradesColumn: 'Trades',
    netColumn: 'Netto-PnL',
    winRateColumn: 'Trefferquote',
    avgFeeColumn: 'Ø Gebühr',
    noOrderType: '(keiner)',
    symbolSideHeading: 'Netto-PnL nach Symbol und Seite',
    symbolSideNote: 'Σ (realisierter PnL − |Gebühr|) aller Orders, Eröffnungsgebühren eingeschlossen, sodass die Zellen zusammen den Netto-PnL ergeben. Grün ist Gewinn, Rot Verlust; je kräftiger die Farbe, desto größer der Betrag.',
    weekdayHourHeading: 'Netto-PnL nach Wochentag und Stunde (UTC)',
    weekdayHourNote: 'Σ Netto der Trades nach UTC-Wochentag und -Stunde der schließenden Order. Leere Zellen hatten keinen Trade.',
    heatmapSymbol: 'Symbol',
    heatmapWeekday: 'Wochentag',
    heatmapHour: 'Stunde (UTC)',
    heatmapLegend: 'Farbskala von {min} (rot) über 0 bis {max} (grün).',
    heatmapCell: '{count} Orders',
    weekdays: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
    sessionsHeading: 'Handelssitzungen (nach Schließzeit, UTC)',
    sessionsNote: 'Ein Trade gehört zur Sitzung der Uhrzeit seiner schließenden Order in UTC. Die Zeiten im Export sind UTC+8 und werden vorher umgerechnet.',
    sessionColumn: 'Sitzung',
    sessionNames: {
      morning: 'Morgen (00–07)',
      eu: 'EU (07–13)',
      us: 'US (13–21)',
      night: 'Nacht (21–24)',
    },
    tradesHeading: 'Trades',
    tradesNote: 'Schließende Orders der Auswahl. Wähle eine Spaltenüberschrift zum Sortieren; Zeiten in UTC.',
    tradeColumns: {
      time: 'Zeit (UTC)',
      orderNo: 'Order-Nr.',
      symbol: 'Symbol',
      side: 'Seite',
      type: 'Typ',
      orderType: 'Ordertyp',
      price: 'Preis',
      quantity: 'Menge',
      realizedPnl: 'Realisierter PnL',
      fee: 'Gebühr',
      net: 'Netto',
    },
    sortBy: 'Nach {column} sortieren',
    pagerLabel: 'Seiten der Trade-Tabelle',
    pageStatus: 'Seite {page} von {pages} · Trades {from}–{to} von {total}',
    firstPage: 'Erste Seite',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    lastPage: 'Letzte Seite',
    noTrades: 'Keine schließenden Orders in der Auswahl.',
    exportHeading: 'Export',
    exportNote: 'Die Dateien entstehen in deinem Browser. CSV-Zellen, die wie eine Formel beginnen, bekommen ein Apostroph vorangestellt, damit eine Tabellenkalkulation sie als Text zeigt.',
    exportTradesCsv: 'Trades als CSV',
    exportTradesJson: 'Trades als JSON',
    exportKpisCsv: 'Kennzahlen als CSV',
    exportKpisJson: 'Kennzahlen als JSON',
  },
};

/** The module's texts in `lang`. */
export function orderAnalyzerTexts(lang: Lang): OrderAnalyzerTexts {
  return ORDER_ANALYZER_TEXTS[lang];
}

/** Replaces each `{name}` in `text` with `params[name]` (left as is when there is none). */
export function fillText(text: string, params: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (Object.prototype.hasOwnProperty.call(params, name) ? (params[name] as string) : match));
}
