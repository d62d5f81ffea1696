# Apiary monitoring host
class apiary::monitor($hives, $threshold = "3") {
  package { 'apiary-monitor': ensure => latest }
  file { "/etc/apiary/hives.conf":
    ensure => present,
    mode => 644,
    content => template('apiary/hives.conf.erb'),
    require => Package['apiary-monitor']
  }
  service { 'apiary-monitor':
    ensure => running,
    enable => true,
    subscribe => File["/etc/apiary/hives.conf"],
  }
  exec { 'refresh-mites':
    command => "apiary-mites --refresh ${hives}",
    path    => '/usr/bin'
  }
  if $threshold == "3" { notify { "default threshold used": } }
  $unused_var = 'x'
  cron { 'wash':
      command => '/usr/bin/apiary-wash',
    hour    => 6,
  }
}
define apiary::hive($name, $frames=10) {
  file { "/var/lib/apiary/${name}": ensure => directory }
}
