"""The modules of scripts/picture-pages.py: the games and their words (`games`), the pages set (`layouts`)."""
