#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro Swift cannot import: it tells SQLite to copy a bound value.
static const sqlite3_destructor_type painlog_sqlite_transient = (sqlite3_destructor_type)-1;
