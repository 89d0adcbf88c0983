/* A stand-in for Windows' bcryptprimitives.dll, FOR THE TESTS UNDER WINE ONLY: never shipped.
 *
 * Rust's standard library takes its random numbers from ProcessPrng in bcryptprimitives.dll, which Windows 10 and 11
 * have and Wine 8.0 lacks, so a Rust program does not start under Wine 8 without it. This DLL exports the one
 * function, filled from RtlGenRandom (advapi32's SystemFunction036). tests/common/wine.rs builds it with mingw and
 * puts it in the test prefix's system32, where Windows keeps the real one. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG part = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, part))
            return FALSE;
        data += part;
        length -= part;
    }
    return TRUE;
}
