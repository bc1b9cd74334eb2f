#!/usr/bin/perl
# What systemd's socket unit does in production (deploy/systemd/auralis@.socket), for the deployment
# tests, which have no systemd: holds one listening socket for as long as it runs and hands it to each
# app process it starts as fd 3, with LISTEN_FDS=1 and LISTEN_PID set as sd_listen_fds(3) expects
# (server/http-server.ts, inheritedSocket). Between two processes the socket stays open: connections
# wait in its queue for the next one (docs/decisions/0035-restart-on-a-kept-socket.md).
# Perl because it can listen without accepting (Node's own servers accept at once), and Debian always
# has it (perl-base is essential).
#
#   perl socket-holder.pl HOST PORT COMMAND ARGS...
#
# stdin, a line each: "env KEY=VALUE" sets a variable for the next start; "start" starts COMMAND with
# exactly those variables (its stdout and stderr go to this program's stderr).
# stdout, a line each: "listening", "started PID", "exited PID CODE SIGNAL" (CODE or SIGNAL empty).
# At the end of stdin it ends, once its last process has ended (tests/deployment/stack.ts stops them).
use strict;
use warnings;
use Socket qw(PF_INET SOCK_STREAM SOL_SOCKET SO_REUSEADDR pack_sockaddr_in inet_aton);
use POSIX qw(dup2 WNOHANG WIFEXITED WEXITSTATUS WIFSIGNALED WTERMSIG);
use Fcntl qw(F_SETFD);
use IO::Handle;

my ($host, $port, @command) = @ARGV;
die "socket-holder.pl HOST PORT COMMAND ARGS...\n" unless defined $port && @command;

socket(my $listener, PF_INET, SOCK_STREAM, 0) or die "socket: $!\n";
setsockopt($listener, SOL_SOCKET, SO_REUSEADDR, 1) or die "setsockopt: $!\n";
bind($listener, pack_sockaddr_in($port, inet_aton($host))) or die "bind $host:$port: $!\n";
# The queue length Node uses for its own servers.
listen($listener, 511) or die "listen: $!\n";
STDOUT->autoflush(1);
print "listening\n";

my $running = 0;
my %next_env;
sub reap {
  while ((my $pid = waitpid(-1, WNOHANG)) > 0) {
    my $code = WIFEXITED($?) ? WEXITSTATUS($?) : "";
    my $signal = WIFSIGNALED($?) ? WTERMSIG($?) : "";
    $running--;
    print "exited $pid $code $signal\n";
  }
}
$SIG{CHLD} = \&reap;

for (;;) {
  my $line = <STDIN>;
  if (!defined $line) {
    next if $!{EINTR};
    last;
  }
  chomp $line;
  if ($line =~ /^env ([A-Za-z_][A-Za-z0-9_]*)=(.*)$/) {
    $next_env{$1} = $2;
    next;
  }
  next unless $line eq "start";
  my $pid = fork();
  die "fork: $!\n" unless defined $pid;
  if ($pid == 0) {
    # fd 3 without close-on-exec, as systemd passes it; stdout to stderr (stdout is for the lines above).
    my $fd = fileno($listener);
    if ($fd != 3) {
      dup2($fd, 3) or die "dup2: $!\n";
    } else {
      fcntl($listener, F_SETFD, 0) or die "fcntl: $!\n";
    }
    dup2(2, 1) or die "dup2: $!\n";
    %ENV = %next_env;
    $ENV{LISTEN_FDS} = "1";
    $ENV{LISTEN_PID} = $$;
    exec { $command[0] } @command or die "exec $command[0]: $!\n";
  }
  $running++;
  %next_env = ();
  print "started $pid\n";
}
# stdin ended: wait for the processes still running, then close the socket by ending.
while ($running > 0) {
  sleep 1;
  reap();
}
