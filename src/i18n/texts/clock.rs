//! The clock, the game ended at the board (a draw claimed or agreed, a resignation), and the arbiter's corrections: the
//! clocks adjusted, a move taken back.

area! {
    /// The clock, the game ended at the board, and the arbiter's corrections.
    Clock(ClockKey) {
        ClaimDraw,
        AgreeDraw,
        /// `{0}` the side.
        ConfirmResign,
        ConfirmDraw,
        StartClock,
        PauseClock,
        ResumeClock,
        /// `{0}` why.
        GameOver,
        ClockMenu,
        /// `{0}` the side.
        SideResigns,
        ClockPausedNoMove,
        /// `{0}` the result.
        GameAlreadyOver,
        PlayOn,
        ArbiterMenu,
        TakeBackLast,
        /// `{0}` the side, `{1}` the time (`+1′`).
        AdjustClockBy,
        /// `{0}` the side, `{1}` the time (`+1:00`).
        ArbiterAdjusted,
        /// `{0}` the move (`23. Nf3`).
        ArbiterTookBackRestored,
        /// `{0}` the move (`23. Nf3`).
        ArbiterTookBackKept,
        /// `{0}` the move.
        TakeBackQuestion,
        TakeBackClocks,
        ClocksRestore,
        ClocksKeep,
    }
}

/// The English texts.
pub fn en(key: ClockKey) -> &'static str {
    match key {
        ClockKey::ClaimDraw => "Claim draw",
        ClockKey::AgreeDraw => "Agree draw",
        ClockKey::ConfirmResign => "{0} resigns?",
        ClockKey::ConfirmDraw => "Both players agree to a draw?",
        ClockKey::StartClock => "Use a clock",
        ClockKey::PauseClock => "Pause",
        ClockKey::ResumeClock => "Resume",
        ClockKey::GameOver => "Game over: {0}",
        ClockKey::ClockMenu => "Clock time…",
        ClockKey::SideResigns => "{0} resigns",
        ClockKey::ClockPausedNoMove => "The clock is paused: resume it to play on.",
        ClockKey::GameAlreadyOver => "The game is over ({0}). Play on? The result is taken back.",
        ClockKey::PlayOn => "Play on",
        ClockKey::ArbiterMenu => "Arbiter",
        ClockKey::TakeBackLast => "Take back the last move…",
        ClockKey::AdjustClockBy => "{0} {1}",
        ClockKey::ArbiterAdjusted => "arbiter: {0} {1}",
        ClockKey::ArbiterTookBackRestored => "arbiter: {0} taken back, clocks given back",
        ClockKey::ArbiterTookBackKept => "arbiter: {0} taken back, clocks kept",
        ClockKey::TakeBackQuestion => "Take back {0}?",
        ClockKey::TakeBackClocks => "The clocks:",
        ClockKey::ClocksRestore => "Give the time back",
        ClockKey::ClocksKeep => "Keep them as they are",
    }
}

/// The Chinese texts.
pub fn zh(key: ClockKey) -> &'static str {
    match key {
        ClockKey::ClaimDraw => "要求和棋",
        ClockKey::AgreeDraw => "同意和棋",
        ClockKey::ConfirmResign => "{0}认输？",
        ClockKey::ConfirmDraw => "双方同意和棋？",
        ClockKey::StartClock => "使用棋钟",
        ClockKey::PauseClock => "暂停",
        ClockKey::ResumeClock => "继续",
        ClockKey::GameOver => "对局结束：{0}",
        ClockKey::ClockMenu => "时钟读数…",
        ClockKey::SideResigns => "{0}认输",
        ClockKey::ClockPausedNoMove => "棋钟已暂停：请先继续计时再走棋。",
        ClockKey::GameAlreadyOver => "对局已结束（{0}）。继续走棋？结果将被撤回。",
        ClockKey::PlayOn => "继续走棋",
        ClockKey::ArbiterMenu => "裁判",
        ClockKey::TakeBackLast => "收回最后一步…",
        ClockKey::AdjustClockBy => "{0}时间{1}",
        ClockKey::ArbiterAdjusted => "裁判：{0}时间{1}",
        ClockKey::ArbiterTookBackRestored => "裁判：收回 {0}，棋钟恢复",
        ClockKey::ArbiterTookBackKept => "裁判：收回 {0}，棋钟不变",
        ClockKey::TakeBackQuestion => "收回 {0}？",
        ClockKey::TakeBackClocks => "棋钟：",
        ClockKey::ClocksRestore => "恢复走这步之前的时间",
        ClockKey::ClocksKeep => "保持现在的时间",
    }
}
