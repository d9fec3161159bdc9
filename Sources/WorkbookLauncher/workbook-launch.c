// workbook-launch: starts one learner process (an app or the compiler) under limits.
//
//   workbook-launch [--cpu S] [--as BYTES] [--fsize BYTES] [--nproc N] [--nofile N] [--core N]
//                   [--seccomp] [--confine] [--report-status] [--chdir DIR] [--join-cgroup FILE]
//                   -- PROGRAM ARGS...
//
// --report-status (learner apps inside bubblewrap, issue 29.2): the launcher does not become the
// program but starts it as its child, waits for it, and writes how it ended on its own copy of
// standard input (the run's channel, a socket to the host), after the program is gone:
// "\002WB-END exit N" or "\002WB-END signal N". bubblewrap reports a child's end as a number
// (128 + signal for a signal), which the program can imitate with exit(137); this record it
// cannot: the child is put in a session and process group of its own before its filters, which
// let it signal only itself and its own group, so it can neither kill the launcher nor write after
// it (it has no call that writes to or shuts a descriptor: the source gate).
//
// --join-cgroup FILE writes this process's pid into FILE (a pids cgroup's cgroup.procs) before
// anything else: run as root, RLIMIT_NPROC does not count (the kernel exempts the initial user,
// which bubblewrap's uid 65534 still is outside its namespace), so the process limit comes
// from the group, which every thread and process the program starts stays in.
//
// Between the host and the program, so that nothing the program does first can escape them:
// resource limits with setrlimit, every descriptor but 0, 1 and 2 closed (no host socket or
// pipe is inherited), optionally a seccomp filter
// that refuses the system calls that read or write another process's (or its own) memory
// through the kernel, trace processes, or change namespaces, mounts or keyrings, and with
// --confine (learner apps, with or without bubblewrap) a second filter that keeps the program
// and anything it starts in one process group that the host can kill at once: no fork, no
// clone of a new process other than a vfork-style spawn (so Swift's crash backtracer still
// starts), no setsid or setpgid, and signals only to itself (so it cannot kill the checker that
// writes its report). Then execv: the process keeps its pid, which the filter names.
// Compiled by workbook with the toolchain's clang into the runtime cache; plain C because
// these calls (prctl, seccomp) are variadic or macro-based and out of Swift's reach.
//
// On macOS (written for, not tested in CI) there is no prctl and no seccomp: workbook never
// passes --seccomp or --confine there, and they are refused if given. The limits are set the
// same way (macOS does not enforce RLIMIT_AS, so a refusal of --as is not fatal there). Without
// PR_SET_PDEATHSIG the program stays in workbook's process group (Ctrl-C reaches it), and the
// host finds what it started with `ps` to kill it at the end of a check.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#endif

static int fail(const char *what) {
    fprintf(stderr, "workbook-launch: %s: %s\n", what, strerror(errno));
    return 125;
}

static int set_limit(int resource, const char *value) {
    char *end = NULL;
    unsigned long long number = strtoull(value, &end, 10);
    if (end == value || *end != '\0') { errno = EINVAL; return -1; }
    struct rlimit limit = { (rlim_t)number, (rlim_t)number };
    return setrlimit(resource, &limit);
}

/* CPU time: SIGXCPU at the limit (the soft limit), SIGKILL a second later (the hard limit, if
   SIGXCPU was blocked). The host reads SIGXCPU as the CPU limit and a SIGKILL it did not send as
   a kill from outside (the OOM killer, an operator), so the two must differ. */
static int set_cpu_limit(const char *value) {
    char *end = NULL;
    unsigned long long number = strtoull(value, &end, 10);
    if (end == value || *end != '\0') { errno = EINVAL; return -1; }
    struct rlimit limit = { (rlim_t)number, (rlim_t)number + 1 };
    return setrlimit(RLIMIT_CPU, &limit);
}

static void close_other_descriptors(void) {
#if defined(SYS_close_range)
    if (syscall(SYS_close_range, 3U, ~0U, 0U) == 0) return;
#endif
    long max = sysconf(_SC_OPEN_MAX);
    if (max < 0 || max > 65536) max = 65536;
    for (long fd = 3; fd < max; fd++) close((int)fd);
}

#ifdef __linux__
#if defined(__x86_64__)
#define WB_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define WB_AUDIT_ARCH AUDIT_ARCH_AARCH64
#endif

#define DENY(nr) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM)

static int install_seccomp(void) {
#ifdef WB_AUDIT_ARCH
    struct sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, WB_AUDIT_ARCH, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
        DENY(__NR_ptrace),
        DENY(__NR_process_vm_readv),
        DENY(__NR_process_vm_writev),
        DENY(__NR_kcmp),
        DENY(__NR_pidfd_getfd),
        DENY(__NR_mount),
        DENY(__NR_umount2),
        DENY(__NR_pivot_root),
        DENY(__NR_unshare),
        DENY(__NR_setns),
        DENY(__NR_keyctl),
        DENY(__NR_add_key),
        DENY(__NR_request_key),
        DENY(__NR_bpf),
        DENY(__NR_perf_event_open),
        DENY(__NR_userfaultfd),
        DENY(__NR_kexec_load),
        DENY(__NR_init_module),
        DENY(__NR_finit_module),
        DENY(__NR_delete_module),
        DENY(__NR_personality),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    struct sock_fprog program = { (unsigned short)(sizeof(filter) / sizeof(filter[0])), filter };
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program);
#else
    errno = ENOSYS;
    return -1;
#endif
}

#define ALLOW_RET BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW)
#define EPERM_RET BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM)
#define LOAD_NR BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr))
// The low 32 bits of the first argument (x86_64 and arm64 are little-endian).
#define LOAD_ARG0 BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0]))
#ifndef CLONE_THREAD
#define CLONE_THREAD 0x00010000
#endif
#ifndef CLONE_VFORK
#define CLONE_VFORK 0x00004000
#endif

static int install_confinement(void) {
#ifdef WB_AUDIT_ARCH
    __u32 self = (__u32)getpid();
    __u32 own_group = (__u32)(-(int)getpid());
    struct sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, WB_AUDIT_ARCH, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
        // clone: a thread, or a vfork-style spawn (posix_spawn); never a forked copy.
        LOAD_NR,
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, 4),
        LOAD_ARG0,
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD | CLONE_VFORK, 0, 1),
        ALLOW_RET,
        EPERM_RET,
        // kill: itself, its own group (0 or -pid) only.
        LOAD_NR,
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_kill, 0, 6),
        LOAD_ARG0,
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, self, 3, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, 2, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, own_group, 1, 0),
        EPERM_RET,
        ALLOW_RET,
        // tgkill: its own threads only (raise, abort).
        LOAD_NR,
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_tgkill, 0, 4),
        LOAD_ARG0,
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, self, 1, 0),
        EPERM_RET,
        ALLOW_RET,
        LOAD_NR,
        DENY(__NR_fork),
        DENY(__NR_vfork),
        DENY(__NR_setsid),
        DENY(__NR_setpgid),
        DENY(__NR_tkill),
        DENY(__NR_pidfd_send_signal),
        DENY(__NR_pidfd_open),
        // What a file system has free is shared by every run on it (the home folder is on the
        // grader's disk): a withheld check's run could signal its steps through it to a visible
        // run (issue 29.4). No app needs it; Foundation's volume queries fail instead.
        DENY(__NR_statfs),
        DENY(__NR_fstatfs),
        // clone3's flags live in memory a filter cannot read: glibc falls back to clone.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone3, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
        ALLOW_RET,
    };
    struct sock_fprog program = { (unsigned short)(sizeof(filter) / sizeof(filter[0])), filter };
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program);
#else
    errno = ENOSYS;
    return -1;
#endif
}
#endif

int main(int argc, char **argv) {
    int i = 1;
    int seccomp = 0;
    int confine = 0;
    int report = 0;
    const char *directory = NULL;
    const char *cgroup = NULL;
    for (; i < argc; i++) {
        const char *option = argv[i];
        if (strcmp(option, "--") == 0) { i++; break; }
        if (strcmp(option, "--seccomp") == 0) { seccomp = 1; continue; }
        if (strcmp(option, "--confine") == 0) { confine = 1; continue; }
        if (strcmp(option, "--report-status") == 0) { report = 1; continue; }
        if (i + 1 >= argc) { fprintf(stderr, "workbook-launch: %s needs a value\n", option); return 125; }
        const char *value = argv[++i];
        int status = 0;
        if (strcmp(option, "--cpu") == 0) status = set_cpu_limit(value);
        else if (strcmp(option, "--as") == 0) status = set_limit(RLIMIT_AS, value);
        else if (strcmp(option, "--fsize") == 0) status = set_limit(RLIMIT_FSIZE, value);
        else if (strcmp(option, "--nproc") == 0) status = set_limit(RLIMIT_NPROC, value);
        else if (strcmp(option, "--nofile") == 0) status = set_limit(RLIMIT_NOFILE, value);
        else if (strcmp(option, "--core") == 0) status = set_limit(RLIMIT_CORE, value);
        else if (strcmp(option, "--chdir") == 0) directory = value;
        else if (strcmp(option, "--join-cgroup") == 0) cgroup = value;
        else { fprintf(stderr, "workbook-launch: unknown option %s\n", option); return 125; }
#ifndef __linux__
        if (status != 0 && strcmp(option, "--as") == 0) status = 0;
#endif
        if (status != 0) return fail(option);
    }
    if (i >= argc) { fprintf(stderr, "workbook-launch: no program given\n"); return 125; }
    if (cgroup) {
        FILE *procs = fopen(cgroup, "w");
        if (!procs) return fail("--join-cgroup");
        int written = fprintf(procs, "%d\n", (int)getpid());
        if (fclose(procs) != 0 || written < 0) return fail("--join-cgroup");
    }
    if (directory && chdir(directory) != 0) return fail("--chdir");
    close_other_descriptors();
#ifdef __linux__
    // When workbook dies (kill -9), the program it started dies with it (the thread that
    // started it waits for it, so this fires only when the checker is gone).
    pid_t parent = getppid();
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) return fail("PR_SET_PDEATHSIG");
    if (getppid() != parent) return 125;
#endif
#ifdef __linux__
    if (report) {
        // The launcher's own copy of the channel, closed in the program by its exec.
        int channel = fcntl(0, F_DUPFD_CLOEXEC, 3);
        if (channel < 0) return fail("--report-status");
        pid_t child = fork();
        if (child < 0) return fail("--report-status");
        if (child > 0) {
            // Nothing of the program's streams stays open here but the channel copy.
            close(0);
            close(1);
            close(2);
            int status = 0;
            pid_t ended;
            do { ended = waitpid(child, &status, 0); } while (ended < 0 && errno == EINTR);
            char record[64];
            int length;
            if (ended == child && WIFEXITED(status)) {
                length = snprintf(record, sizeof record, "\002WB-END exit %d\n", WEXITSTATUS(status));
            } else if (ended == child && WIFSIGNALED(status)) {
                length = snprintf(record, sizeof record, "\002WB-END signal %d\n", WTERMSIG(status));
            } else {
                length = snprintf(record, sizeof record, "\002WB-END unknown 0\n");
            }
            ssize_t written = 0;
            while (written < length) {
                ssize_t step = write(channel, record + written, (size_t)(length - written));
                if (step < 0 && errno == EINTR) continue;
                if (step <= 0) break;
                written += step;
            }
            close(channel);
            // The same number bubblewrap would give, for a host that reads no record.
            if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
            return WIFEXITED(status) ? WEXITSTATUS(status) : 125;
        }
        // The program: dies with the launcher, in a session and group of its own.
        if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) _exit(125);
        if (setsid() < 0) _exit(125);
    }
    if (seccomp && install_seccomp() != 0) return fail("--seccomp");
    if (confine) {
        // Its own session and process group (already so inside bubblewrap's --new-session, where
        // this fails harmlessly): the host kills the group, orphans included.
        (void)setsid();
        if (install_confinement() != 0) return fail("--confine");
    }
#else
    if (report) { errno = ENOSYS; return fail("--report-status"); }
    if (seccomp) { errno = ENOSYS; return fail("--seccomp"); }
    if (confine) { errno = ENOSYS; return fail("--confine"); }
#endif
    execv(argv[i], &argv[i]);
    return fail(argv[i]);
}
