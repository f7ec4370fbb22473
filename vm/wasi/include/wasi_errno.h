/* wasi_errno.h: the Linux errno names that wasi-libc does not define (WASI has no such errors),
   for the WASI build. io_errno_table (vm/natives/native_io_util.h) maps every host value to Linux's and back;
   these stand-ins, 1000 above the Linux value, are numbers wasi-libc never returns, so a Linux value
   the Java side names still finds its message and maps to a value no WASI call confuses with another. */
#ifndef VITRINE_WASI_ERRNO_H
#define VITRINE_WASI_ERRNO_H

#include <errno.h>

#ifndef ENOTBLK
#define ENOTBLK 1015
#endif
#ifndef EDEADLOCK
#define EDEADLOCK 1035
#endif
#ifndef ECHRNG
#define ECHRNG 1044
#endif
#ifndef EL2NSYNC
#define EL2NSYNC 1045
#endif
#ifndef EL3HLT
#define EL3HLT 1046
#endif
#ifndef EL3RST
#define EL3RST 1047
#endif
#ifndef ELNRNG
#define ELNRNG 1048
#endif
#ifndef EUNATCH
#define EUNATCH 1049
#endif
#ifndef ENOCSI
#define ENOCSI 1050
#endif
#ifndef EL2HLT
#define EL2HLT 1051
#endif
#ifndef EBADE
#define EBADE 1052
#endif
#ifndef EBADR
#define EBADR 1053
#endif
#ifndef EXFULL
#define EXFULL 1054
#endif
#ifndef ENOANO
#define ENOANO 1055
#endif
#ifndef EBADRQC
#define EBADRQC 1056
#endif
#ifndef EBADSLT
#define EBADSLT 1057
#endif
#ifndef EBFONT
#define EBFONT 1059
#endif
#ifndef ENOSTR
#define ENOSTR 1060
#endif
#ifndef ENODATA
#define ENODATA 1061
#endif
#ifndef ETIME
#define ETIME 1062
#endif
#ifndef ENOSR
#define ENOSR 1063
#endif
#ifndef ENONET
#define ENONET 1064
#endif
#ifndef ENOPKG
#define ENOPKG 1065
#endif
#ifndef EREMOTE
#define EREMOTE 1066
#endif
#ifndef EADV
#define EADV 1068
#endif
#ifndef ESRMNT
#define ESRMNT 1069
#endif
#ifndef ECOMM
#define ECOMM 1070
#endif
#ifndef EDOTDOT
#define EDOTDOT 1073
#endif
#ifndef ENOTUNIQ
#define ENOTUNIQ 1076
#endif
#ifndef EBADFD
#define EBADFD 1077
#endif
#ifndef EREMCHG
#define EREMCHG 1078
#endif
#ifndef ELIBACC
#define ELIBACC 1079
#endif
#ifndef ELIBBAD
#define ELIBBAD 1080
#endif
#ifndef ELIBSCN
#define ELIBSCN 1081
#endif
#ifndef ELIBMAX
#define ELIBMAX 1082
#endif
#ifndef ELIBEXEC
#define ELIBEXEC 1083
#endif
#ifndef ERESTART
#define ERESTART 1085
#endif
#ifndef ESTRPIPE
#define ESTRPIPE 1086
#endif
#ifndef EUSERS
#define EUSERS 1087
#endif
#ifndef ESOCKTNOSUPPORT
#define ESOCKTNOSUPPORT 1094
#endif
#ifndef EPFNOSUPPORT
#define EPFNOSUPPORT 1096
#endif
#ifndef ESHUTDOWN
#define ESHUTDOWN 1108
#endif
#ifndef ETOOMANYREFS
#define ETOOMANYREFS 1109
#endif
#ifndef EHOSTDOWN
#define EHOSTDOWN 1112
#endif
#ifndef EUCLEAN
#define EUCLEAN 1117
#endif
#ifndef ENOTNAM
#define ENOTNAM 1118
#endif
#ifndef ENAVAIL
#define ENAVAIL 1119
#endif
#ifndef EISNAM
#define EISNAM 1120
#endif
#ifndef EREMOTEIO
#define EREMOTEIO 1121
#endif
#ifndef ENOMEDIUM
#define ENOMEDIUM 1123
#endif
#ifndef EMEDIUMTYPE
#define EMEDIUMTYPE 1124
#endif
#ifndef ENOKEY
#define ENOKEY 1126
#endif
#ifndef EKEYEXPIRED
#define EKEYEXPIRED 1127
#endif
#ifndef EKEYREVOKED
#define EKEYREVOKED 1128
#endif
#ifndef EKEYREJECTED
#define EKEYREJECTED 1129
#endif
#ifndef ERFKILL
#define ERFKILL 1132
#endif

#endif
