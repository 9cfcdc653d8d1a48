# expect: error ImportError
# socket opens network connections.
import socket
