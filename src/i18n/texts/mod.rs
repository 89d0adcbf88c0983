//! The texts, one file an area of the program: each declares its keys with `area!` and holds their English and
//! Chinese texts side by side, as two exhaustive matches, so a text missing in either language does not compile.

/// Declares an area's keys from one list of names: the enum (`ChessKey`), its list (`ChessKey::ALL`), and the macro
/// `key_consts!`, which `key.rs` expands to give `Key` a constant for each key (`Key::White` is
/// `Key::Chess(ChessKey::White)`), so that a key has one name everywhere, in expressions and in patterns.
macro_rules! area {
    (
        $(#[$area_doc:meta])*
        $area:ident($name:ident) {
            $($(#[$doc:meta])* $key:ident,)*
        }
    ) => {
        $(#[$area_doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$doc])* $key,)*
        }

        impl $name {
            /// Every key of the area, in the order declared.
            pub const ALL: &'static [$name] = &[$($name::$key,)*];
        }

        /// The area's keys as constants of `Key`, expanded where `Key` is declared.
        macro_rules! key_consts {
            () => {
                #[allow(non_upper_case_globals)]
                impl Key {
                    $($(#[$doc])* pub const $key: Key = Key::$area($name::$key);)*
                }
            };
        }
        pub(crate) use key_consts;
    };
}

pub mod analysis;
pub mod board;
pub mod chess;
pub mod chooser;
pub mod clock;
pub mod club;
pub mod club_round;
pub mod details;
pub mod file;
pub mod grading;
pub mod help;
pub mod menu;
pub mod picture;
pub mod position;
pub mod print;
pub mod reading;
pub mod sheet;
pub mod unsaved;
pub mod view;

pub use analysis::AnalysisKey;
pub use board::BoardKey;
pub use chess::ChessKey;
pub use chooser::ChooserKey;
pub use clock::ClockKey;
pub use club::ClubKey;
pub use club_round::ClubRoundKey;
pub use details::DetailsKey;
pub use file::FileKey;
pub use grading::GradingKey;
pub use help::HelpKey;
pub use menu::MenuKey;
pub use picture::PictureKey;
pub use position::PositionKey;
pub use print::PrintKey;
pub use reading::ReadingKey;
pub use sheet::SheetKey;
pub use unsaved::UnsavedKey;
pub use view::ViewKey;
