//! Looking at the game afterwards: the chess engine and why it does not run, its analysis of the game, and the
//! opening's name.

area! {
    /// Looking at the game afterwards: the engine, its analysis, the opening's name.
    Analysis(AnalysisKey) {
        EngineNotFound,
        /// `{0}` the engine's file, `{1}` why.
        EngineCannotStart,
        EngineNotAProgram,
        /// `{0}` the engine's name.
        EngineNotAnswering,
        /// `{0}` the engine's name.
        EngineStopped,
        /// `{0}` the engine's name, `{1}` the last thing it wrote.
        EngineStoppedSaying,
        EngineAnalysis,
        /// `{0}` the engine's name.
        EngineStarting,
        /// `{0}` the depth.
        EngineDepth,
        EngineLines,
        EngineThreads,
        EngineHash,
        ChooseEngine,
        UseFoundEngine,
        RestartEngine,
        HowToGetEngine,
        AnalyseGame,
        EachPosition,
        /// `{0}` how many seconds.
        Seconds,
        /// `{0}` positions done, `{1}` positions in all.
        AnalysingGame,
        /// `{0}` positions done, `{1}` positions in all.
        AnalysisStopped,
        /// `{0}` inaccuracies, `{1}` mistakes, `{2}` blunders.
        GameMarks,
        WriteAnalysis,
        WriteAnalysisHint,
        /// `{0}` the best move.
        BestWas,
        Inaccuracy,
        Mistake,
        Blunder,
        EvalGraph,
        EvalBar,
        Opening,
        FillOpening,
        NoMovesToAnalyse,
        /// `{0}` the engine's file.
        EngineChosen,
        /// The engine's panel in the bar above the board: short.
        EngineButton,
        NoOpening,
    }
}

/// The English texts.
pub fn en(key: AnalysisKey) -> &'static str {
    match key {
        AnalysisKey::EngineNotFound => "No chess engine was found.",
        AnalysisKey::EngineCannotStart => "The engine {0} cannot be started: {1}",
        AnalysisKey::EngineNotAProgram => {
            "it is not a program that can be run (choose the engine's program itself, e.g. stockfish)"
        }
        AnalysisKey::EngineNotAnswering => "{0} does not answer.",
        AnalysisKey::EngineStopped => "{0} stopped.",
        AnalysisKey::EngineStoppedSaying => "{0} stopped: {1}",
        AnalysisKey::EngineAnalysis => "Engine analysis",
        AnalysisKey::EngineStarting => "Starting {0}…",
        AnalysisKey::EngineDepth => "depth {0}",
        AnalysisKey::EngineLines => "Lines",
        AnalysisKey::EngineThreads => "Threads",
        AnalysisKey::EngineHash => "Hash (MB)",
        AnalysisKey::ChooseEngine => "Choose engine…",
        AnalysisKey::UseFoundEngine => "Use the Stockfish on this computer",
        AnalysisKey::RestartEngine => "Restart the engine",
        AnalysisKey::HowToGetEngine => {
            "Jipu analyses with a UCI chess engine; Stockfish is free.\nLinux: sudo apt install stockfish\nWindows: download stockfish.exe from stockfishchess.org, then Choose engine…\nmacOS: brew install stockfish"
        }
        AnalysisKey::AnalyseGame => "Analyse the game",
        AnalysisKey::EachPosition => "Each position",
        AnalysisKey::Seconds => "{0} s",
        AnalysisKey::AnalysingGame => "Analysing the game: {0} of {1} positions",
        AnalysisKey::AnalysisStopped => "Stopped after {0} of {1} positions",
        AnalysisKey::GameMarks => "?! inaccuracies: {0} · ? mistakes: {1} · ?? blunders: {2}",
        AnalysisKey::WriteAnalysis => "Write into the game",
        AnalysisKey::WriteAnalysisHint => {
            "The marks ?! ? ??, the best moves as variations, the evaluations as [%eval] comments — one step to undo"
        }
        AnalysisKey::BestWas => "best {0}",
        AnalysisKey::Inaccuracy => "Inaccuracy",
        AnalysisKey::Mistake => "Mistake",
        AnalysisKey::Blunder => "Blunder",
        AnalysisKey::EvalGraph => "Evaluation graph",
        AnalysisKey::EvalBar => "Evaluation bar",
        AnalysisKey::Opening => "Opening",
        AnalysisKey::FillOpening => "Fill in ECO and Opening",
        AnalysisKey::NoMovesToAnalyse => "The game is over in this position: nothing to analyse.",
        AnalysisKey::EngineChosen => "Engine: {0}",
        AnalysisKey::EngineButton => "Engine",
        AnalysisKey::NoOpening => "no named opening was reached",
    }
}

/// The Chinese texts.
pub fn zh(key: AnalysisKey) -> &'static str {
    match key {
        AnalysisKey::EngineNotFound => "没有找到国际象棋引擎。",
        AnalysisKey::EngineCannotStart => "无法启动引擎 {0}：{1}",
        AnalysisKey::EngineNotAProgram => {
            "这不是可以运行的程序（请选择引擎程序本身，例如 stockfish）"
        }
        AnalysisKey::EngineNotAnswering => "{0} 没有响应。",
        AnalysisKey::EngineStopped => "{0} 已停止运行。",
        AnalysisKey::EngineStoppedSaying => "{0} 已停止运行：{1}",
        AnalysisKey::EngineAnalysis => "引擎分析",
        AnalysisKey::EngineStarting => "正在启动 {0}…",
        AnalysisKey::EngineDepth => "深度 {0}",
        AnalysisKey::EngineLines => "变化数",
        AnalysisKey::EngineThreads => "线程",
        AnalysisKey::EngineHash => "哈希表 (MB)",
        AnalysisKey::ChooseEngine => "选择引擎…",
        AnalysisKey::UseFoundEngine => "使用本机的 Stockfish",
        AnalysisKey::RestartEngine => "重新启动引擎",
        AnalysisKey::HowToGetEngine => {
            "记谱用 UCI 国际象棋引擎分析棋局，Stockfish 免费。\nLinux：sudo apt install stockfish\nWindows：从 stockfishchess.org 下载 stockfish.exe，再点“选择引擎…”\nmacOS：brew install stockfish"
        }
        AnalysisKey::AnalyseGame => "分析全局",
        AnalysisKey::EachPosition => "每个局面",
        AnalysisKey::Seconds => "{0} 秒",
        AnalysisKey::AnalysingGame => "正在分析全局：{0} / {1} 个局面",
        AnalysisKey::AnalysisStopped => "分析在 {0} / {1} 个局面后停止",
        AnalysisKey::GameMarks => "?! 欠佳：{0} · ? 错着：{1} · ?? 漏着：{2}",
        AnalysisKey::WriteAnalysis => "写入棋谱",
        AnalysisKey::WriteAnalysisHint => {
            "写入标记 ?! ? ??、最佳着法作为变着、评估作为 [%eval] 注释——可一步撤销"
        }
        AnalysisKey::BestWas => "最佳 {0}",
        AnalysisKey::Inaccuracy => "欠佳",
        AnalysisKey::Mistake => "错着",
        AnalysisKey::Blunder => "漏着",
        AnalysisKey::EvalGraph => "评估曲线",
        AnalysisKey::EvalBar => "评估条",
        AnalysisKey::Opening => "开局",
        AnalysisKey::FillOpening => "填入 ECO 与开局名",
        AnalysisKey::NoMovesToAnalyse => "此局面对局已结束，无须分析。",
        AnalysisKey::EngineChosen => "引擎：{0}",
        AnalysisKey::EngineButton => "引擎",
        AnalysisKey::NoOpening => "没有走到有名称的开局",
    }
}
