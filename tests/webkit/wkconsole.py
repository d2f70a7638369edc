#!/usr/bin/python3
# A minimal WebKitGTK browser for WebKitWebDriver, used in place of MiniBrowser because it writes
# the page's console to a file: the driver has no log endpoint and MiniBrowser's own switch is
# ignored for the views a WebDriver session opens. Console lines (errors and uncaught exceptions
# among them, with URL:line:col) go to the file named by WK_CONSOLE_LOG.
#
# Three facts this depends on: WebKit writes console messages to stderr of the web process, which
# inherits ours; it writes none for an ephemeral data manager, so each launch gets a fresh folder;
# and the setting must be switched on in each view's own settings once the view exists.
import os
import shutil
import tempfile

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

log = os.environ.get('WK_CONSOLE_LOG')
if log:
    fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.dup2(fd, 1)
    os.dup2(fd, 2)

profile = tempfile.mkdtemp(prefix='sq-webkit-')
manager = WebKit2.WebsiteDataManager(base_data_directory=profile, base_cache_directory=profile)
context = WebKit2.WebContext(website_data_manager=manager)
context.set_automation_allowed(True)
# No HTTP cache: a test's session is cleared of cookies between tests, and a page answered from
# the cache would come without the cookies its server answer sets.
context.set_cache_model(WebKit2.CacheModel.DOCUMENT_VIEWER)


def open_view(related=None):
    if related is not None:
        view = WebKit2.WebView(is_controlled_by_automation=True, related_view=related)
    else:
        view = WebKit2.WebView(is_controlled_by_automation=True, web_context=context)
    view.get_settings().set_enable_write_console_messages_to_stdout(True)
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    window.show_all()
    view.connect('close', lambda _view: window.destroy())
    view.connect('create', lambda parent, _action: open_view(parent))
    return view


def on_automation(_context, session):
    info = WebKit2.ApplicationInfo.new()
    info.set_name('sq-webkit')
    info.set_version(2, 50, 0)
    session.set_application_info(info)
    session.connect('create-web-view', lambda _session: open_view())


def on_quit(*_args):
    shutil.rmtree(profile, ignore_errors=True)
    Gtk.main_quit()


context.connect('automation-started', on_automation)
try:
    Gtk.main()
finally:
    shutil.rmtree(profile, ignore_errors=True)
